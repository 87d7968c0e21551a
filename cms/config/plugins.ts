import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Short-lived access tokens tied to stored, revocable sessions.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_SECONDS', 15 * 60),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_SECONDS', 30 * 24 * 3600),
        idleRefreshTokenLifespan: env.int('REFRESH_IDLE_SECONDS', 7 * 24 * 3600),
        httpOnly: false,
      },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_MAX_FILE_BYTES', 5 * 1024 * 1024),
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp'],
        deniedTypes: ['image/svg+xml', 'text/html'],
      },
      breakpoints: { large: 1280, medium: 960, small: 640, xsmall: 320 },
      // Several CMS instances must share the files: in production, any S3-compatible bucket through
      // @strapi/provider-upload-aws-s3. Answers keep relative /uploads/<key> paths (pages never name the
      // bucket) and the CMS serves /uploads from the bucket with the uploads' own headers
      // (src/middlewares/uploaded-files.ts), so the bucket itself may stay private.
      ...(env('UPLOAD_PROVIDER', 'local') === 'aws-s3'
        ? {
            provider: 'aws-s3',
            providerOptions: {
              baseUrl: '/uploads',
              rootPath: env('S3_ROOT_PATH', ''),
              s3Options: {
                region: env('S3_REGION', 'us-east-1'),
                ...(env('S3_ENDPOINT', '') ? { endpoint: env('S3_ENDPOINT'), forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false) } : {}),
                credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
                // No ACL by default: objects are read through the CMS, and buckets that enforce the
                // owner's object ownership refuse any ACL. S3_ACL=public-read for a bucket read directly.
                params: { Bucket: env('S3_BUCKET'), ACL: env('S3_ACL', '') || undefined },
              },
            },
          }
        : {}),
    },
  },
  // Outgoing mail only when an SMTP server is configured.
  ...(env('SMTP_HOST', '')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env.bool('SMTP_SECURE', false),
              ignoreTLS: env.bool('SMTP_IGNORE_TLS', false),
              ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
            },
            settings: {
              defaultFrom: env('EMAIL_FROM', 'site@example.sn'),
              defaultReplyTo: env('EMAIL_REPLY_TO', env('EMAIL_FROM', 'site@example.sn')),
            },
          },
        },
      }
    : {}),
});

export default config;
