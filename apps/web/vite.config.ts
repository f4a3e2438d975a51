import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  // Brotli and gzip copies beside each asset: the server sends them as they are instead of compressing
  // every response again, which on a page's first load is a dozen files at once. The PDF's fonts are
  // included: gzipping one on each request costs the server about 20 ms.
  plugins: [
    react(),
    tailwindcss(),
    compression({
      algorithms: ["brotliCompress", "gzip"],
      threshold: 1024,
      include: /\.(html|xml|css|json|js|mjs|svg|ttf)$/,
    }),
  ],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
