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
