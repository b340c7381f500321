// Bundles the API into dist/main.js. Workspace packages (@coursewise/*) are inlined because they
// ship TypeScript source; every other package stays external and loads from node_modules.
// Worker threads are entry points of their own beside main.js, where their starters look for them.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'certificate-pdf.worker': 'src/modules/certificates/certificate-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@coursewise/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
