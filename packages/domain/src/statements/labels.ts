import type { StatementState } from './rules.ts';

/** French texts of the management statements (tables-and-sheets §2.7, §3, §5, §7; shell /rdg/{cryptId}). */
export const STATEMENT_LABELS = {
  title: 'Relevés de gestion',
  sheetTitle: (number: string) => `Relevé de gestion ${number}`,
  summary: 'Relevé',
  empty: 'Pas de relevé de gestion',
  states: { 1: 'Brouillon', 2: 'Envoyé', 3: 'Payé' } as Record<StatementState, string>,
  fields: {
    billNumber: 'ID',
    dateCreation: 'Date',
    totalTtc: 'Total reversé TTC',
    totalToPerceiveTtc: 'Total à percevoir TTC',
    actions: 'Actions',
    state: 'État',
    period: 'Période',
    landlord: 'Loueur',
    invoice: 'Facture',
    tenant: 'Locataire',
    collected: 'Encaissé TTC',
    baseHt: 'Base HT',
    commissionHt: 'Commission HT',
    commissionVat: 'TVA sur commission',
    commissionTtc: 'Commission TTC',
    commissionRate: 'Taux de commission',
    adjustment: 'Ajustement TTC',
    adjustmentLabel: 'Libellé de l’ajustement',
    comment: 'Commentaire',
    sentAt: 'Envoyé le',
    paidAt: 'Payé le',
    email: 'E-mail',
    company: 'Société',
  },
  actions: {
    view: 'Voir le relevé',
    edit: 'Modifier',
    send: 'Envoyer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    pdf: 'PDF',
    back: 'Retour au loueur',
  },
  sendConfirm: {
    title: 'Envoyer le relevé de gestion',
    text: (number: string, email: string) =>
      `Le relevé ${number} sera envoyé par e-mail à ${email} avec son PDF. Il ne pourra plus être modifié. Confirmer l’envoi ?`,
    confirm: 'Envoyer',
  },
  rateText: (rate: string, vat: string) => `${rate} HT + TVA ${vat}`,
  noLines: 'Aucun loyer encaissé sur la période.',
  draftHint: 'Brouillon : l’ajustement et le commentaire peuvent encore être modifiés.',
  frozenHint: 'Ce relevé a été envoyé : il ne peut plus être modifié.',
  refusals: {
    notFound: 'Relevé de gestion introuvable.',
    invalidLink: 'Lien de relevé invalide.',
    notEditable: 'Ce relevé a été envoyé : il ne peut plus être modifié.',
    notSendable: 'Seul un relevé en brouillon peut être envoyé.',
    noEmail: 'Le loueur n’a pas d’adresse e-mail.',
    period: 'Période invalide (AAAA-MM).',
    futurePeriod: 'Le mois n’est pas encore commencé.',
    adjustment: 'Montant en centimes entre -1 000 000,00 € et 1 000 000,00 €.',
    adjustmentLabel: 'Libellé de 200 caractères au plus.',
    adjustmentLabelRequired: 'Un ajustement doit avoir un libellé.',
    comment: 'Commentaire de 2000 caractères au plus.',
    landlord: 'Loueur invalide.',
    brand: 'Marque invalide.',
  },
  mail: {
    subject: (number: string, seller: string) => `Votre relevé de gestion ${number} - ${seller}`,
    text: (v: { firstName: string; number: string; period: string; paidBack: string; seller: string }) =>
      `Bonjour ${v.firstName},\n\nVeuillez trouver ci-joint votre relevé de gestion ${v.number} pour ${v.period}.\nMontant qui vous sera reversé : ${v.paidBack} TTC.\n\n${v.seller}`,
    fileName: (number: string) => `releve-${number}.pdf`,
  },
  pdf: {
    title: (number: string) => `Relevé de gestion ${number}`,
    date: (day: string) => `Date : ${day}`,
    period: (period: string) => `Période : ${period}`,
    issuer: 'Émetteur',
    landlord: 'Loueur',
    commission: (rate: string, vat: string) => `Commission de la plateforme : ${rate} HT du loyer encaissé, TVA ${vat}`,
    collected: 'Loyers encaissés TTC',
    commissionTtc: 'Commission TTC',
    adjustment: 'Ajustement',
    paidBack: 'Total reversé TTC',
    toCollect: 'Total à percevoir TTC',
    page: (number: string, page: number, pages: number) => `Relevé ${number} - ${page} / ${pages}`,
  },
  generated: (count: number) => `${count} relevé(s) de gestion à jour.`,
  sent: 'Relevé envoyé.',
  saved: 'Relevé enregistré.',
} as const;

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** '2026-03' → 'mars 2026'. */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** French texts of the commission rates: the brand's default, a landlord's own, and their history. */
export const COMMISSION_LABELS = {
  title: 'Taux de commission',
  intro:
    'La commission que la plateforme prélève sur les loyers encaissés pour les loueurs, HT : le taux de la marque, ou celui d’un loueur quand il en a un. Les prochains relevés de gestion l’appliquent ; les relevés déjà établis gardent le leur.',
  brand: 'Marque',
  mainPlatform: 'Plateforme',
  brandField: 'Marque (n°, vide : la plateforme)',
  brandRate: 'Taux de la marque',
  vatRate: 'TVA sur la commission',
  rate: 'Taux de commission (%)',
  save: 'Enregistrer',
  saved: 'Taux de commission enregistré.',
  landlordsTitle: 'Loueurs au taux particulier',
  landlordsEmpty: 'Aucun loueur n’a de taux particulier : tous suivent le taux de la marque.',
  landlordsHint: 'Le taux d’un loueur se règle depuis sa fiche membre, dans ses relevés de gestion.',
  landlord: 'Loueur',
  email: 'E-mail',
  updatedAt: 'Modifié le',
  historyTitle: 'Historique des taux',
  historyEmpty: 'Aucune modification de taux.',
  changedAt: 'Date',
  changedBy: 'Par',
  target: 'Taux',
  before: 'Avant',
  after: 'Après',
  brandTarget: 'Taux de la marque',
  brandRateNote: 'taux de la marque',
  landlordRate: (rate: string, own: boolean) => `Commission : ${rate} HT${own ? ' (taux particulier)' : ' (taux de la marque)'}`,
  editLandlord: 'Modifier le taux',
  editLandlordTitle: 'Taux de commission du loueur',
  editLandlordText: (brandRate: string) =>
    `Laissez vide pour appliquer le taux de la marque (${brandRate}). Le taux s’applique aux prochains relevés de gestion.`,
  open: 'Voir les taux de commission',
  cancel: 'Annuler',
  refusals: {
    rate: 'Le taux doit être compris entre 0 et 100 %, avec deux décimales au plus.',
    landlordNotFound: 'Loueur introuvable.',
    brand: 'Marque invalide.',
  },
} as const;
