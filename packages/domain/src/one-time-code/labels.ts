/** French texts of the one-time codes mailed to signers, and the refusals of a code. */
export const ONE_TIME_CODE_LABELS = {
  shape: 'Saisissez le code à 6 chiffres reçu par e-mail.',
  required: "Demandez d'abord un code de confirmation.",
  expired: 'Le code de confirmation a expiré : demandez-en un nouveau.',
  wrong: (left: number) =>
    left > 0
      ? `Code de confirmation incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`
      : 'Code de confirmation incorrect. Demandez un nouveau code.',
  tooManyAttempts: 'Trop d’essais : demandez un nouveau code de confirmation.',
  tooSoon: 'Un code vient d’être envoyé : patientez une minute avant d’en demander un autre.',
  validity: 'Il est valable 10 minutes.',
} as const;
