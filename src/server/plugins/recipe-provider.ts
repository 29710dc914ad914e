import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createBuiltinProvider } from '../providers/builtin-provider';
import { createChatProvider } from '../providers/chat-provider';
import type { RecipeProvider } from '../providers/provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who writes the recipes: the built-in chef or the configured chat service. */
    recipeProvider: RecipeProvider;
  }
}

export interface RecipeProviderOptions {
  config: AppConfig;
  /** Replaces the provider chosen by the config (tests). */
  provider?: RecipeProvider | undefined;
}

/** Decorates the app with the recipe provider the configuration asks for. */
export default fp<RecipeProviderOptions>(
  async (app, { config, provider }) => {
    app.decorate(
      'recipeProvider',
      provider ??
        (config.provider === 'chat'
          ? createChatProvider({ config: config.chat, log: app.log })
          : createBuiltinProvider()),
    );
  },
  { name: 'recipe-provider', fastify: '5.x' },
);
