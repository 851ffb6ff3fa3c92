import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { crumb, entityCrumb, SUPER_ADMIN } from './route-helpers';

/** SPEC §2 lists `/users` and `/admin/users_roles_settings`: one screen for super admins. */
export const usersRolesPage = lazyPage(
  () => import('@/features/admin-users/routes/users-roles-settings'),
);

const modelsPage = lazyPage(() => import('@/features/models/routes/models-list'));
const modelFormPage = lazyPage(() => import('@/features/models/routes/model-form-page'));
const modelPage = lazyPage(() => import('@/features/models/routes/model-detail'));
const fieldPage = lazyPage(() => import('@/features/models/routes/field-page'));

/** `/admin/*`: system administration, super admins only. */
export function adminRoutes(): RouteObject {
  return {
    path: 'admin',
    handle: { guard: SUPER_ADMIN },
    children: [
      {
        path: 'create_program',
        handle: crumb('nav:createProgram', { namespaces: ['programs'] }),
        lazy: lazyPage(() => import('@/features/programs/routes/create-program')),
      },
      {
        path: 'users_roles_settings',
        handle: crumb('nav:adminUsersRoles', { namespaces: ['adminUsers'] }),
        lazy: usersRolesPage,
      },
      {
        path: 'models',
        handle: crumb('nav:models', { namespaces: ['models', 'fields'] }),
        children: [
          { index: true, lazy: modelsPage },
          {
            // SPEC §2: "update <model>" when a model is current, otherwise "create".
            path: 'create_update_model',
            handle: entityCrumb({
              entity: 'model',
              param: 'model_id',
              from: 'search',
              fallback: 'nav:createModel',
              template: 'nav:updateModel',
            }),
            lazy: modelFormPage,
          },
          {
            path: ':models_id',
            handle: entityCrumb({ entity: 'model', param: 'models_id', fallback: 'nav:model' }),
            children: [
              { index: true, lazy: modelPage },
              { path: 'create_field', handle: crumb('nav:createField'), lazy: fieldPage },
              { path: 'edit', handle: crumb('nav:editModel'), lazy: modelFormPage },
              { path: 'fields/edit/:field_id?', handle: crumb('nav:editField'), lazy: fieldPage },
            ],
          },
        ],
      },
    ],
  };
}
