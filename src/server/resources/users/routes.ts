import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLinkRoutes } from './links';
import { userListRoutes } from './list';
import { meRoutes } from './me';
import { passwordRoutes } from './password';
import { preferenceRoutes } from './preferences';
import { userRecordRoutes } from './records';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(meRoutes);
  await app.register(userListRoutes);
  await app.register(userLinkRoutes);
  await app.register(preferenceRoutes);
  await app.register(passwordRoutes);
  await app.register(userRecordRoutes);
};
