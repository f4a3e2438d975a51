// node shots.mjs base locale email|- password outdir name=path ...
import { chromium } from "@playwright/test";
const [base, locale, email, password, outdir, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const sizes = [["laptop", 1280, 720], ["tablet", 768, 1024], ["phone", 390, 844]];
for (const [sizeName, width, height] of sizes) {
  const context = await browser.newContext({ viewport: { width, height }, locale, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (email !== "-") {
    const r = await page.request.post(`${base}/api/auth/sign-in`, { data: { email, password }, headers: { Origin: base } });
    if (!r.ok()) throw new Error("sign in " + r.status() + (await r.text()));
  }
  for (const spec of pages) {
    const [name, path] = spec.split("=");
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${outdir}/${name}-${sizeName}.png`, fullPage: name.endsWith("full") });
  }
  await context.close();
}
await browser.close();
