import { DEMO_BRANDS } from '../../../apps/api/src/seed/brands.ts';
import type { Scenario } from '../context.ts';
import { measureHttp } from '../load.ts';

const HOST = DEMO_BRANDS.find((b) => b.id === 9)?.host ?? 'brand9.localhost';

export const scenario: Scenario = {
  name: 'brand-lookup',
  title: 'Marque de l’hôte à chaque chargement de page (GET /api/back/{hostname}/brand) face au fichier statique',
  async run(ctx) {
    const api = await measureHttp({
      label: 'GET /api/back/{hostname}/brand',
      url: `${ctx.baseUrl}/api/back/${HOST}/brand`,
      connections: ctx.connections,
      duration: ctx.duration,
    });
    const ceiling = await ctx.staticCeiling();
    const ratio = ceiling.rps > 0 ? Math.round((api.rps / ceiling.rps) * 1000) / 1000 : null;
    return {
      measures: [api, ceiling],
      figures: { connections: ctx.connections, ratioBrandLookupStatic: ratio },
      notes: [
        `Rapport marque ÷ statique : ${ratio ?? '—'} (objectif ≥ 0,5 ; réponse gardée en mémoire par hôte, invalidée à chaque modification d’une marque).`,
      ],
    };
  },
};
