import { adOperations as op } from '@hubgrade/domain/ads/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { createAd } from './creation.ts';
import { listFavourites } from './favourites.ts';
import { brandSites, categoryOptions, contractTypeOptions, landlordOptions } from './form-lists.ts';
import { createAdGroup, findAdGroup, groupsOfUser, listAdGroups, renameAdGroup } from './groups.ts';
import { findAdSheet, listAds } from './queries.ts';
import { changeAdState, deleteAd, editAd, patchAdBack, setAdPhotos } from './service.ts';
import { listSuggestions, sendSuggestion } from './suggestions.ts';

/** Rental ads, their groups, the lists of their forms and the suggestions mailed to tenants. */
export const adRoutes: Module = async (app, { db }) => {
  route(app, op.listAds, (request) => listAds(db, currentUser(request), request.query));
  route(app, op.createAd, (request) => createAd(db, currentUser(request), request.body));
  route(app, op.findAd, (request) => findAdSheet(db, currentUser(request), request.params.id));
  route(app, op.patchAd, async (request) => {
    const patch = request.body.hubgrade_ad;
    const actor = currentUser(request);
    if ('adState' in patch) await changeAdState(db, actor, request.params.id, patch.adState);
    else await editAd(db, actor, request.params.id, patch);
  });
  route(app, op.deleteAd, (request) => deleteAd(db, currentUser(request), request.params.id), { preValidation: refuseBody });
  route(app, op.patchAdBack, (request) => patchAdBack(db, currentUser(request), request.params.id, request.body));
  route(app, op.setAdPhotos, (request) => setAdPhotos(db, currentUser(request), request.params.id, request.body.uploadIds));

  route(app, op.categories, () => categoryOptions());
  route(app, op.contractTypes, () => contractTypeOptions());
  route(app, op.brandSites, (request) => brandSites(db, currentUser(request), request.params.brandId));
  route(app, op.landlords, (request) => landlordOptions(db, currentUser(request), request.params.brand, request.query.search));

  route(app, op.listGroups, (request) => listAdGroups(db, currentUser(request), request.query));
  route(app, op.createGroup, (request) => createAdGroup(db, currentUser(request), request.body));
  route(app, op.findGroup, (request) => findAdGroup(db, currentUser(request), request.params.id));
  route(app, op.renameGroup, (request) => renameAdGroup(db, currentUser(request), request.params.id, request.body));
  route(app, op.groupsOfUser, (request) => groupsOfUser(db, currentUser(request), request.params.userId));

  route(app, op.listSuggestions, (request) => listSuggestions(db, currentUser(request), request.query));
  route(app, op.sendSuggestion, (request) => sendSuggestion(db, currentUser(request), request.body));

  route(app, op.listFavourites, (request) => listFavourites(db, currentUser(request), request.params.id, request.query));
};
