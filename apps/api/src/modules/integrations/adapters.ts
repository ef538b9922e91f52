import type { Config } from '../../config.ts';
import type { PapercutAdapter } from './papercut/adapter.ts';
import { builtInPapercut } from './papercut/built-in.ts';
import { httpPapercut } from './papercut/http-client.ts';
import type { SlackAdapter } from './slack/adapter.ts';
import { builtInSlack } from './slack/built-in.ts';
import { httpSlack } from './slack/http-client.ts';
import type { WelcomrAdapter } from './welcomr/adapter.ts';
import { builtInWelcomr } from './welcomr/built-in.ts';
import { httpWelcomr } from './welcomr/http-client.ts';

export interface IntegrationAdapters {
  welcomr: WelcomrAdapter;
  papercut: PapercutAdapter;
  slack: SlackAdapter;
}

/** Each service's real client when configured (WELCOMR_URL…, see config.ts), its built-in stand-in otherwise. */
export function integrationAdapters(config: Pick<Config, 'integrations' | 'jwtSecret'>): IntegrationAdapters {
  const { welcomr, papercut, slack } = config.integrations;
  return {
    welcomr: welcomr ? httpWelcomr(welcomr) : builtInWelcomr(config.jwtSecret),
    papercut: papercut ? httpPapercut(papercut) : builtInPapercut(),
    slack: slack ? httpSlack(slack) : builtInSlack(),
  };
}
