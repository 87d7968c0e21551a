// Server-side limits the spec leaves open (SPEC section 9: "not shown").
export default ({ env }: { env: any }) => ({
  contact: { max: env.int('CONTACT_RATE_LIMIT', 5), windowSeconds: env.int('CONTACT_RATE_WINDOW_SECONDS', 600) },
  newsletter: { max: env.int('NEWSLETTER_RATE_LIMIT', 5), windowSeconds: env.int('NEWSLETTER_RATE_WINDOW_SECONDS', 600) },
});
