// LOG_LEVEL=warn keeps test and benchmark output quiet; http logs every request by default.
export default ({ env }: { env: (name: string, fallback: string) => string }) => ({
  level: env('LOG_LEVEL', 'http'),
});
