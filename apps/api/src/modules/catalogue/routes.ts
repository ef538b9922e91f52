import { catalogueOperations as op } from '@hubgrade/domain/catalogue/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findProduct, listCategories, listProducts, productOptions } from './queries.ts';
import {
  createCategory,
  createProduct,
  deleteCategory,
  moveCategory,
  moveStock,
  renameCategory,
  setProductActive,
  updateProduct,
} from './service.ts';

/** The shop's catalogue: categories in their order, and products and services (spec shell §2.1 /categories, /services). */
export const catalogueRoutes: Module = async (app, { db }) => {
  route(app, op.listCategories, (request) => listCategories(db, currentUser(request)));
  route(app, op.createCategory, (request) => createCategory(db, currentUser(request), request.body));
  route(app, op.renameCategory, (request) => renameCategory(db, currentUser(request), request.params.id, request.body));
  route(app, op.moveCategory, (request) => moveCategory(db, currentUser(request), request.params.id, request.body));
  route(app, op.deleteCategory, (request) => deleteCategory(db, currentUser(request), request.params.id), {
    preValidation: refuseBody,
  });
  route(app, op.listProducts, (request) => listProducts(db, currentUser(request), request.query));
  route(app, op.productOptions, (request) => productOptions(db, currentUser(request)));
  route(app, op.findProduct, (request) => findProduct(db, currentUser(request), request.params.id));
  route(app, op.createProduct, (request) => createProduct(db, currentUser(request), request.body));
  route(app, op.updateProduct, (request) => updateProduct(db, currentUser(request), request.params.id, request.body));
  route(app, op.setProductActive, (request) => setProductActive(db, currentUser(request), request.params.id, request.body));
  route(app, op.moveStock, (request) => moveStock(db, currentUser(request), request.params.id, request.body));
};
