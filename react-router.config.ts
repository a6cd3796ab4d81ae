import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  future: {
    // `npm run dev`: Vite finds the browser's dependencies in every route at start-up, instead of on
    // the first visit to each page (which answered "504 Outdated Optimize Dep" and reloaded it).
    unstable_optimizeDeps: true,
  },
} satisfies Config;
