/** French texts of sign-in and account screens (spec shell §2.7, §5, §8; members-bookings-feed §5). */
export const AUTH_LABELS = {
  emailRequired: 'Adresse email obligatoire',
  emailInvalid: 'Adresse email invalide',
  required: 'Champ obligatoire',
  mobileInvalid: 'Numéro de portable invalide',
  passwordRequired: 'Mot de passe obligatoire',
  passwordTooShort: 'Votre mot de passe est trop court',
  passwordTooLong: 'Votre mot de passe est trop long (256 caractères au maximum)',
  passwordCommon: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas',
  cguRequired: "Vous devez accepter les conditions générales d'utilisation",
  accountTypeRequired: 'Veuillez choisir un type de compte',
  invalidCredentials: 'Identifiants invalides.',
  accountLocked:
    'Votre compte est bloqué pour un moment après plusieurs tentatives de connexion infructueuses. Réessayez plus tard, ou réinitialisez votre mot de passe pour le débloquer tout de suite.',
  accountDisabled: "Votre compte n'est pas encore activé. Validez-le depuis le mail de confirmation.",
  tooManyRequests: 'Trop de tentatives. Réessayez dans une minute.',
  tooManyAccountRequests: 'Trop de tentatives pour ce compte. Réessayez dans une heure.',
  emailTaken: 'Un compte existe déjà avec cette adresse email.',
  registrationError: 'Une erreur a été détectée dans le formulaire.',
  registrationSuccess: 'Votre inscription a bien été enregistrée. Un mail de confirmation va vous être envoyé pour valider votre compte.',
  passwordRequestSuccess:
    'Si un compte correspond à cette adresse, vous allez recevoir un mail contenant un lien pour réinitialiser votre mot de passe.',
  tokenInvalid: 'Ce lien est invalide ou a expiré. Faites une nouvelle demande.',
  brandNotHost: "Cette marque n'est pas celle du site sur lequel vous vous inscrivez.",
  passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  accountConfirmed: 'Votre compte est activé. Vous pouvez vous connecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  signIn: 'Se connecter',
  signOut: 'Déconnexion',
  forgotPassword: 'Mot de passe oublié ?',
  register: 'Créer un compte',
} as const;

export const ACCOUNT_TYPE_LABELS = {
  1: 'Je propose des bureaux',
  2: 'Je recherche des bureaux',
} as const;

/** Mails of the account flows; `platform` is the brand's name, or the platform's. */
export const AUTH_MAIL_LABELS = {
  platformName: 'Hubgrade',
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  confirmationSubject: (platform: string) => `Confirmez votre inscription sur ${platform}`,
  confirmationIntro: (platform: string) =>
    `Merci pour votre inscription sur ${platform}. Pour activer votre compte, ouvrez le lien ci-dessous (valable 48 heures, utilisable une seule fois) :`,
  confirmationAction: 'Activer mon compte',
  confirmationIgnore: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  resetSubject: (platform: string) => `Réinitialisation de votre mot de passe ${platform}`,
  resetIntro: (platform: string) =>
    `Vous avez demandé à réinitialiser votre mot de passe sur ${platform}. Ouvrez le lien ci-dessous pour en choisir un nouveau (valable 1 heure, utilisable une seule fois) :`,
  resetAction: 'Choisir un nouveau mot de passe',
  resetIgnore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  lockedSubject: (platform: string) => `Votre compte ${platform} est bloqué temporairement`,
  lockedIntro: (platform: string, day: string, hour: string) =>
    `Après plusieurs tentatives de connexion infructueuses, nous avons bloqué l'accès à votre compte ${platform} jusqu'au ${day} à ${hour} (heure de Paris). Il se débloquera de lui-même à cette heure-là.`,
  lockedAction: 'Aller à la page de connexion',
  lockedAdvice:
    "Si ces tentatives ne viennent pas de vous, quelqu'un cherche peut-être à deviner votre mot de passe : choisissez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion. Cela débloque aussi votre compte tout de suite.",
  signature: (platform: string) => `L'équipe ${platform}`,
} as const;

/** Headings, field names and buttons of the sign-in screens. */
export const AUTH_FORM_LABELS = {
  signInTitle: 'Connexion',
  signInSubtitle: 'Accédez à votre espace de gestion.',
  email: 'Adresse email',
  password: 'Mot de passe',
  noAccount: 'Pas encore de compte ?',
  lockedTitle: 'Compte bloqué',
  resetPassword: 'Réinitialiser mon mot de passe',
  forgotTitle: 'Mot de passe oublié',
  forgotIntro: 'Indiquez l’adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  forgotSubmit: 'Envoyer le lien',
  registerTitle: 'Créer un compte',
  registerSubmit: 'Créer mon compte',
  firstName: 'Prénom',
  lastName: 'Nom',
  mobile: 'Téléphone portable',
  newPassword: 'Mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  passwordHint: '8 caractères minimum',
  accountType: 'Type de compte',
  cgu: "J'accepte les conditions générales d'utilisation",
  cguBrand: (brand: string) => `J'accepte les conditions générales de ${brand}`,
  resetTitle: 'Nouveau mot de passe',
  resetIntro: 'Choisissez le nouveau mot de passe de votre compte.',
  resetSubmit: 'Enregistrer le mot de passe',
  requestNewLink: 'Faire une nouvelle demande',
  confirmTitle: 'Activation du compte',
  confirmPending: 'Activation de votre compte…',
  goToSignIn: 'Aller à la page de connexion',
  autoSignInPending: 'Connexion en cours…',
  autoSignInMissing: 'Le lien de connexion automatique est incomplet.',
} as const;

/** The second factor (TOTP): sign-in's second step, enrolment, recovery codes and refusals. */
export const TWO_FACTOR_LABELS = {
  section: 'Double authentification',
  intro:
    'Un code à 6 chiffres, donné par une application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…), vous est demandé après le mot de passe.',
  enabledSince: (date: string) => `Activée depuis le ${date}.`,
  disabledState: 'La double authentification n’est pas activée.',
  requiredNote: 'Votre marque l’exige pour les administrateurs.',
  recoveryLeft: (count: number) =>
    count === 0
      ? 'Plus aucun code de secours : générez-en de nouveaux.'
      : `${count} code${count > 1 ? 's' : ''} de secours restant${count > 1 ? 's' : ''}.`,
  enable: 'Activer la double authentification',
  disable: 'Désactiver',
  regenerate: 'Nouveaux codes de secours',
  scanTitle: '1. Scannez ce QR code avec votre application',
  qrAlt: 'QR code à scanner avec l’application d’authentification',
  manualKey: 'Ou saisissez cette clé à la main :',
  confirmTitle: '2. Saisissez le code affiché par l’application',
  confirm: 'Valider',
  cancel: 'Annuler',
  close: 'Fermer',
  code: 'Code à 6 chiffres',
  codeOrRecovery: 'Code de secours',
  currentCode: 'Code actuel de votre application',
  recoveryTitle: 'Vos codes de secours',
  recoveryIntro:
    'Chaque code sert une seule fois, si vous n’avez plus accès à votre application. Gardez-les en lieu sûr : ils ne seront plus affichés.',
  copy: 'Copier',
  copied: 'Codes copiés',
  download: 'Télécharger',
  downloadName: 'codes-de-secours.txt',
  done: 'J’ai noté mes codes',
  disableTitle: 'Désactiver la double authentification ?',
  disableText: 'Votre compte ne sera plus protégé que par le mot de passe. Saisissez un code actuel de votre application pour confirmer.',
  regenerateTitle: 'Générer de nouveaux codes de secours ?',
  regenerateText: 'Les codes actuels cesseront de fonctionner. Saisissez un code actuel de votre application pour confirmer.',
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
  /** Sign-in's second step. */
  stepTitle: 'Vérification en deux étapes',
  stepIntro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  recoveryStepIntro: 'Saisissez l’un de vos codes de secours. Il ne servira plus ensuite.',
  useRecovery: 'Utiliser un code de secours',
  useApp: 'Utiliser le code de l’application',
  verify: 'Vérifier',
  back: 'Revenir à la connexion',
  enrolTitle: 'Activez la double authentification',
  enrolIntro: 'Votre marque exige un second facteur pour les administrateurs. Activez-le pour accéder au back-office.',
  continue: 'Continuer',
  /** Refusals. */
  codeFormat: 'Saisissez le code à 6 chiffres de votre application, ou un code de secours.',
  codeOnlyFormat: 'Saisissez le code à 6 chiffres de votre application.',
  invalidCode: 'Code invalide ou déjà utilisé.',
  challengeExpired: 'La vérification a expiré. Reconnectez-vous avec votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée sur ce compte.',
  notEnabled: 'La double authentification n’est pas activée sur ce compte.',
  noPendingEnrolment: 'Commencez par afficher le QR code, puis saisissez le code de l’application.',
  requiredByBrand: 'Votre marque exige la double authentification pour les administrateurs : elle ne peut pas être désactivée.',
  /** A member's second factor on their sheet, reset by an administrator (a lost phone and no recovery code left). */
  member: {
    enabledSince: (date: string) => `Double authentification activée depuis le ${date}.`,
    notEnabled: 'Double authentification non activée.',
    reset: 'Réinitialiser la double authentification',
    resetTitle: 'Réinitialiser la double authentification ?',
    resetText: (name: string) =>
      `${name} pourra se connecter avec son seul mot de passe, puis activer un nouveau second facteur (exigé à la prochaine connexion si sa marque l’impose). Un e-mail l’en informe.`,
    resetConfirm: 'Réinitialiser',
    done: 'Double authentification réinitialisée',
    ownAccount: 'Votre propre double authentification se gère dans vos réglages.',
    mailSubject: 'Votre double authentification a été réinitialisée',
    mailText: (firstName: string, by: string) =>
      `Bonjour ${firstName},\n\n${by} a réinitialisé la double authentification de votre compte. Votre prochaine connexion ne demandera que votre mot de passe ; activez un nouveau second facteur depuis vos réglages.\n\nSi vous n’êtes pas à l’origine de cette demande, contactez votre administrateur.`,
  },
} as const;
