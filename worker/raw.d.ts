/** Vite's `?raw` import of the committed development settings (worker/production-secrets.ts). */
declare module "*.example?raw" {
  const text: string;
  export default text;
}
