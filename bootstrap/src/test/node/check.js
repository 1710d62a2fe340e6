// Drives next-auth 4.24's own browser client (next-auth/react) and JWT code (next-auth/jwt)
// against the service at NEXTAUTH_URL; run by NextAuthClientTest. Prints one JSON line of what
// it saw and exits non-zero on the first failed expectation.
"use strict";
const assert = require("node:assert/strict");

const BASE = process.env.NEXTAUTH_URL;
const jar = new Map();
let clientAddress = process.env.CLIENT_ADDRESS;

// A browser, as much as next-auth/react needs: a location, and a fetch that resolves the
// client's relative URLs and keeps cookies (a real browser does both).
globalThis.window = { location: { href: BASE + "/start", reload() {} }, addEventListener() {}, removeEventListener() {} };
const realFetch = globalThis.fetch;
globalThis.fetch = async (url, options = {}) => {
  const headers = new Headers(options.headers);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  if (cookie) headers.set("cookie", cookie);
  headers.set("x-forwarded-for", clientAddress);
  const response = await realFetch(new URL(url, BASE), { ...options, headers, redirect: "manual" });
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (gone) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
  return response;
};

const { signIn, signOut, getSession, getCsrfToken, getProviders } = require("next-auth/react");
const { getToken } = require("next-auth/jwt");

async function main() {
  const seen = {};
  const email = process.env.USER_EMAIL;
  const password = process.env.USER_PASSWORD;
  const home = BASE + "/pt/home";

  const providers = await getProviders();
  assert.equal(providers.credentials.type, "credentials");

  // An identity provider: signIn('<id>') posts to /signin/<id> and sends the window to the
  // provider's authorization URL named in the answer.
  assert.equal(providers[process.env.IDP_ID].type, "oauth");
  await signIn(process.env.IDP_ID, { callbackUrl: home });
  assert.ok(window.location.href.startsWith(process.env.IDP_AUTHORIZE + "?"), window.location.href);
  seen.identityProviderResponseType = new URL(window.location.href).searchParams.get("response_type");

  // Wrong password: signIn() answers {error}, it does not throw.
  const wrong = await signIn("credentials", { redirect: false, email, password: "not-the-password", callbackUrl: home });
  assert.deepEqual([wrong.ok, wrong.status, wrong.error], [false, 401, "CredentialsSignin"]);

  const ok = await signIn("credentials", { redirect: false, email, password, callbackUrl: home });
  assert.deepEqual([ok.ok, ok.status, ok.error, ok.url], [true, 200, null, home]);
  const session = await getSession();
  assert.equal(session.user.email, email);
  seen.sessionUserId = session.user.id;

  // The Next.js server side: getToken reads the service's cookie with the shared secret.
  const raw = jar.get("next-auth.session-token");
  const req = { headers: { cookie: `next-auth.session-token=${raw}` }, cookies: { "next-auth.session-token": raw } };
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  assert.ok(token, "getToken decoded the session cookie");
  seen.token = { sub: token.sub, email: token.email, name: token.name, role: token.role, jti: typeof token.jti };
  assert.equal(await getToken({ req, secret: "another-secret-of-the-same-length-0000000" }), null);

  // useSession().update(data) posts {csrfToken, data} to /session; getSession sends the very same request.
  const updated = await getSession({ req: { body: { csrfToken: await getCsrfToken(), data: { theme: "dark" } } } });
  assert.equal(updated.user.email, email);
  seen.updatedExpires = updated.expires;

  const out = await signOut({ redirect: false, callbackUrl: BASE + "/pt/bye" });
  assert.equal(out.url, BASE + "/pt/bye");
  assert.equal(await getSession(), null);

  // Redirect mode: both land the window where NextAuth would send it.
  await signIn("credentials", { email, password, callbackUrl: home });
  assert.equal(window.location.href, home);
  assert.equal((await getSession()).user.email, email);
  await signOut({ callbackUrl: BASE + "/pt/login" });
  assert.equal(window.location.href, BASE + "/pt/login");
  assert.equal(await getSession(), null);

  // Second factor: without the code the sign-in fails, with it the session opens.
  const twoFactorEmail = process.env.TOTP_EMAIL;
  const noCode = await signIn("credentials", { redirect: false, email: twoFactorEmail, password, callbackUrl: home });
  assert.equal(noCode.error, "CredentialsSignin");
  const withCode = await signIn("credentials", { redirect: false, email: twoFactorEmail, password, code: process.env.TOTP_CODE, callbackUrl: home });
  assert.equal(withCode.ok, true);
  assert.equal((await getSession()).user.email, twoFactorEmail);
  await signOut({ redirect: false });

  // Brute-force block: signIn() still answers {error} instead of throwing "Invalid URL".
  clientAddress = process.env.BLOCKED_ADDRESS;
  for (let i = 0; i < 5; i++) {
    await signIn("credentials", { redirect: false, email, password: "wrong-" + i, callbackUrl: home });
  }
  const blocked = await signIn("credentials", { redirect: false, email, password, callbackUrl: home });
  assert.deepEqual([blocked.ok, blocked.status, blocked.error], [false, 429, "RATE_LIMITED"]);
  seen.blocked = blocked.error;

  console.log(JSON.stringify(seen));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
