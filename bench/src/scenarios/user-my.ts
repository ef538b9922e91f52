import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { measureHttp } from '../load.ts';

export const scenario: Scenario = {
  name: 'user-my',
  title: 'Utilisateur connecté (GET /api/user/my) face au fichier statique',
  async run(ctx) {
    const token = await ctx.token(DEMO_ACCOUNTS.admin);
    const api = await measureHttp({
      label: 'GET /api/user/my',
      url: `${ctx.baseUrl}/api/user/my`,
      connections: ctx.connections,
      duration: ctx.duration,
      headers: { authorization: `Bearer ${token}` },
    });
    const ceiling = await ctx.staticCeiling();
    const ratio = ceiling.rps > 0 ? Math.round((api.rps / ceiling.rps) * 1000) / 1000 : null;
    return {
      measures: [api, ceiling],
      figures: { connections: ctx.connections, ratioUserMyStatic: ratio },
      notes: [`Rapport user/my ÷ statique : ${ratio ?? '—'} (vérification du jeton et relecture de l’utilisateur en base à chaque appel).`],
    };
  },
};
