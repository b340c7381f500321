import type { ServerWords } from './messages.js';

export const fr: ServerWords = {
  messages: {
    'Please sign in to continue': 'Connectez-vous pour continuer',
    'You are not allowed to do that': 'Vous n’êtes pas autorisé à faire cela',
    'Not found': 'Introuvable',
    'Too many requests: please wait and try again': 'Trop de requêtes : patientez un instant puis réessayez',
    'Something went wrong on our side': 'Une erreur s’est produite de notre côté',
    'The request is not valid': 'La requête n’est pas valide',
    'The request body is not valid JSON': 'Le corps de la requête n’est pas un JSON valide',
    'The request is too large': 'La requête est trop volumineuse',
    'Your session has ended. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
    'We have emailed you a 6-digit code. Enter it to verify your email.':
      'Nous vous avons envoyé un code à 6 chiffres par e-mail. Saisissez-le pour vérifier votre adresse.',
    'If this email is waiting for verification, we have sent it a new code.':
      'Si cette adresse attend sa vérification, nous lui avons envoyé un nouveau code.',
    'Your email is verified.': 'Votre adresse e-mail est vérifiée.',
    'Welcome back!': 'Bon retour parmi nous !',
    'Incorrect email or password': 'E-mail ou mot de passe incorrect',
    'This code is wrong or has expired. Check the latest email or ask for a new code.':
      'Ce code est erroné ou a expiré. Consultez le dernier e-mail ou demandez un nouveau code.',
    'Too many wrong codes. Ask for a new code and try again.':
      'Trop de codes erronés. Demandez un nouveau code et réessayez.',
    'This account is disabled': 'Ce compte est désactivé',
    'This password is too common. Choose one that is harder to guess.':
      'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
    'Your profile is complete. Welcome aboard!': 'Votre profil est complet. Bienvenue à bord !',
    'Sign in to complete your profile': 'Connectez-vous pour compléter votre profil',
    'Your password has been changed. Sign in with your new password.':
      'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
    'Your profile has been saved.': 'Votre profil a été enregistré.',
    'Your picture has been removed.': 'Votre photo a été supprimée.',
    'Your password has been changed. Other devices were signed out.':
      'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
    'Your current password is not correct': 'Votre mot de passe actuel est incorrect',
    'The new password must differ from the current one':
      'Le nouveau mot de passe doit être différent de l’actuel',
    'You have signed out.': 'Vous êtes déconnecté.',
    'You have signed out of every device.': 'Vous êtes déconnecté de tous vos appareils.',
    'Your account has been deleted.': 'Votre compte a été supprimé.',
    'Type DELETE to confirm': 'Saisissez DELETE pour confirmer',
    'First and last name are required': 'Le prénom et le nom sont obligatoires',
    'The picture must be a JPEG, PNG or WebP image': 'La photo doit être une image JPEG, PNG ou WebP',
    'The picture could not be read as an image': 'La photo n’a pas pu être lue comme une image',
    'Added to your cart': 'Ajouté à votre panier',
    'Removed from your cart': 'Retiré de votre panier',
    'Added to your wishlist': 'Ajouté à votre liste de souhaits',
    'Removed from your wishlist': 'Retiré de votre liste de souhaits',
    'Your cart is empty': 'Votre panier est vide',
    'You already own this course': 'Vous possédez déjà ce cours',
    'Your card was declined.': 'Votre carte a été refusée.',
    'Your card has insufficient funds.': 'Le solde de votre carte est insuffisant.',
    'Your card number is not valid.': 'Le numéro de votre carte n’est pas valide.',
    'The sandbox accepts test cards only: use 4242 4242 4242 4242.':
      'L’environnement de test n’accepte que les cartes de test : utilisez 4242 4242 4242 4242.',
    'Payment received: the courses are yours': 'Paiement reçu : les cours sont à vous',
    'We could not reach the payment service. Please try again in a few minutes.':
      'Le service de paiement est injoignable. Veuillez réessayer dans quelques minutes.',
    'The code made this order free: you are enrolled':
      'Le code a rendu cette commande gratuite : vous êtes inscrit',
    'The gift is redeemed: the course is yours': 'Le cadeau est utilisé : le cours est à vous',
    'This gift code is not valid or has been used': 'Ce code cadeau n’est pas valide ou a déjà été utilisé',
    'This course does not exist': 'Ce cours n’existe pas',
    'This chapter does not exist': 'Ce chapitre n’existe pas',
    'Buy this course to open this chapter': 'Achetez ce cours pour ouvrir ce chapitre',
    'Sign in and buy this course to open this chapter':
      'Connectez-vous et achetez ce cours pour ouvrir ce chapitre',
    'Buy this course to take its assessments': 'Achetez ce cours pour passer ses évaluations',
    'This chapter has no quiz': 'Ce chapitre n’a pas de quiz',
    'You have already passed this assessment': 'Vous avez déjà réussi cette évaluation',
    'This attempt was already submitted: reload the assessment':
      'Cette tentative a déjà été envoyée : rechargez l’évaluation',
    'This assessment changed since it was opened: reload it for its new questions':
      'Cette évaluation a changé depuis son ouverture : rechargez-la pour ses nouvelles questions',
    'The assessment is being opened elsewhere: try again':
      'L’évaluation est en cours d’ouverture ailleurs : réessayez',
    'Take the final assessment first: its review shows after an attempt':
      'Passez d’abord l’évaluation finale : sa correction s’affiche après une tentative',
    'Thanks for your message! We will reply within two working days.':
      'Merci pour votre message ! Nous vous répondrons sous deux jours ouvrés.',
    'is required': 'est obligatoire',
    'is not an accepted field': 'n’est pas un champ accepté',
    'must be a valid email address': 'doit être une adresse e-mail valide',
    'is too common': 'est trop courant',
    'must differ from the current password': 'doit être différent du mot de passe actuel',
  },
  patterns: {
    'You already own {title}': 'Vous possédez déjà « {title} »',
    'You already own {title}. The gift is kept: choose another course of up to {amount} for it.':
      'Vous possédez déjà « {title} ». Le cadeau est conservé : choisissez un autre cours d’une valeur maximale de {amount}.',
    '{title} is free: enrol in it from its page': '« {title} » est gratuit : inscrivez-vous depuis sa page',
    'Your cart can hold at most {count} courses': 'Votre panier peut contenir au maximum {count} cours',
    'This gift covers a course of up to {amount}':
      'Ce cadeau couvre un cours d’une valeur maximale de {amount}',
    'This gift is for {title}: redeem it without choosing a course':
      'Ce cadeau est destiné à « {title} » : utilisez-le sans choisir de cours',
  },
  fields: {
    atLeastCharacters: (n) => `doit comporter au moins ${n} caractères`,
    atMostCharacters: (n) => `doit comporter au plus ${n} caractères`,
    atLeast: (n) => `doit être au moins ${n}`,
    atMost: (n) => `doit être au plus ${n}`,
  },
};
