import type { Plugin } from 'vite'

/**
 * The built page's Content-Security-Policy (issue 18, safe by construction):
 * scripts, workers, styles, images and fetches from the page's own origin
 * only; no inline script, no eval (Pixi's shader code generation is replaced
 * by pixi.js/unsafe-eval, imported by the battlefield), no plugins, no base
 * URL or form target to hijack. frame-ancestors cannot be set from a meta tag;
 * a server that serves the build should send it as a header.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ')

/**
 * Writes the policy into the built index.html only: Vite's dev server injects
 * an inline script (React refresh) that the policy would block.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
  }
}
