import type { ServerWords } from './messages.js';

export const de: ServerWords = {
  messages: {
    'Please sign in to continue': 'Bitte melden Sie sich an, um fortzufahren',
    'You are not allowed to do that': 'Dazu sind Sie nicht berechtigt',
    'Not found': 'Nicht gefunden',
    'Too many requests: please wait and try again':
      'Zu viele Anfragen: Bitte warten Sie einen Moment und versuchen Sie es erneut',
    'Something went wrong on our side': 'Bei uns ist ein Fehler aufgetreten',
    'The request is not valid': 'Die Anfrage ist ungültig',
    'The request body is not valid JSON': 'Der Inhalt der Anfrage ist kein gültiges JSON',
    'The request is too large': 'Die Anfrage ist zu groß',
    'Your session has ended. Please sign in again.':
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'We have emailed you a 6-digit code. Enter it to verify your email.':
      'Wir haben Ihnen einen 6-stelligen Code per E-Mail geschickt. Geben Sie ihn ein, um Ihre E-Mail-Adresse zu bestätigen.',
    'If this email is waiting for verification, we have sent it a new code.':
      'Falls diese E-Mail-Adresse auf ihre Bestätigung wartet, haben wir ihr einen neuen Code geschickt.',
    'Your email is verified.': 'Ihre E-Mail-Adresse ist bestätigt.',
    'Welcome back!': 'Willkommen zurück!',
    'Incorrect email or password': 'E-Mail-Adresse oder Passwort ist falsch',
    'This code is wrong or has expired. Check the latest email or ask for a new code.':
      'Dieser Code ist falsch oder abgelaufen. Prüfen Sie die neueste E-Mail oder fordern Sie einen neuen Code an.',
    'Too many wrong codes. Ask for a new code and try again.':
      'Zu viele falsche Codes. Fordern Sie einen neuen Code an und versuchen Sie es erneut.',
    'This account is disabled': 'Dieses Konto ist gesperrt',
    'This password is too common. Choose one that is harder to guess.':
      'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist.',
    'Your profile is complete. Welcome aboard!': 'Ihr Profil ist vollständig. Willkommen an Bord!',
    'Sign in to complete your profile': 'Melden Sie sich an, um Ihr Profil zu vervollständigen',
    'Your password has been changed. Sign in with your new password.':
      'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    'Your profile has been saved.': 'Ihr Profil wurde gespeichert.',
    'Your picture has been removed.': 'Ihr Bild wurde entfernt.',
    'Your password has been changed. Other devices were signed out.':
      'Ihr Passwort wurde geändert. Ihre anderen Geräte wurden abgemeldet.',
    'Your current password is not correct': 'Ihr aktuelles Passwort ist nicht korrekt',
    'The new password must differ from the current one':
      'Das neue Passwort muss sich vom aktuellen unterscheiden',
    'You have signed out.': 'Sie haben sich abgemeldet.',
    'You have signed out of every device.': 'Sie haben sich auf allen Geräten abgemeldet.',
    'Your account has been deleted.': 'Ihr Konto wurde gelöscht.',
    'Type DELETE to confirm': 'Geben Sie zur Bestätigung DELETE ein',
    'First and last name are required': 'Vor- und Nachname sind erforderlich',
    'The picture must be a JPEG, PNG or WebP image': 'Das Bild muss im Format JPEG, PNG oder WebP sein',
    'The picture could not be read as an image': 'Das Bild konnte nicht gelesen werden',
    'Added to your cart': 'Zum Warenkorb hinzugefügt',
    'Removed from your cart': 'Aus dem Warenkorb entfernt',
    'Added to your wishlist': 'Zur Wunschliste hinzugefügt',
    'Removed from your wishlist': 'Von der Wunschliste entfernt',
    'Your cart is empty': 'Ihr Warenkorb ist leer',
    'You already own this course': 'Sie besitzen diesen Kurs bereits',
    'Your card was declined.': 'Ihre Karte wurde abgelehnt.',
    'Your card has insufficient funds.': 'Ihre Karte ist nicht ausreichend gedeckt.',
    'Your card number is not valid.': 'Ihre Kartennummer ist ungültig.',
    'The sandbox accepts test cards only: use 4242 4242 4242 4242.':
      'Die Testumgebung akzeptiert nur Testkarten: Verwenden Sie 4242 4242 4242 4242.',
    'Payment received: the courses are yours': 'Zahlung erhalten: Die Kurse gehören Ihnen',
    'We could not reach the payment service. Please try again in a few minutes.':
      'Der Zahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
    'The code made this order free: you are enrolled':
      'Der Code hat diese Bestellung kostenlos gemacht: Sie sind eingeschrieben',
    'The gift is redeemed: the course is yours': 'Das Geschenk ist eingelöst: Der Kurs gehört Ihnen',
    'This gift code is not valid or has been used':
      'Dieser Geschenkcode ist ungültig oder wurde bereits verwendet',
    'This course does not exist': 'Diesen Kurs gibt es nicht',
    'This chapter does not exist': 'Dieses Kapitel gibt es nicht',
    'Buy this course to open this chapter': 'Kaufen Sie diesen Kurs, um dieses Kapitel zu öffnen',
    'Sign in and buy this course to open this chapter':
      'Melden Sie sich an und kaufen Sie diesen Kurs, um dieses Kapitel zu öffnen',
    'Buy this course to take its assessments': 'Kaufen Sie diesen Kurs, um seine Prüfungen abzulegen',
    'This chapter has no quiz': 'Dieses Kapitel hat kein Quiz',
    'You have already passed this assessment': 'Sie haben diese Prüfung bereits bestanden',
    'This attempt was already submitted: reload the assessment':
      'Dieser Versuch wurde bereits abgegeben: Laden Sie die Prüfung neu',
    'This assessment changed since it was opened: reload it for its new questions':
      'Diese Prüfung hat sich seit dem Öffnen geändert: Laden Sie sie für die neuen Fragen neu',
    'The assessment is being opened elsewhere: try again':
      'Die Prüfung wird gerade an anderer Stelle geöffnet: Versuchen Sie es erneut',
    'Take the final assessment first: its review shows after an attempt':
      'Legen Sie zuerst die Abschlussprüfung ab: Die Auswertung erscheint nach einem Versuch',
    'Thanks for your message! We will reply within two working days.':
      'Danke für Ihre Nachricht! Wir antworten innerhalb von zwei Werktagen.',
    'is required': 'ist erforderlich',
    'is not an accepted field': 'ist kein zulässiges Feld',
    'must be a valid email address': 'muss eine gültige E-Mail-Adresse sein',
    'is too common': 'ist zu verbreitet',
    'must differ from the current password': 'muss sich vom aktuellen Passwort unterscheiden',
  },
  patterns: {
    'You already own {title}': 'Sie besitzen „{title}“ bereits',
    'You already own {title}. The gift is kept: choose another course of up to {amount} for it.':
      'Sie besitzen „{title}“ bereits. Das Geschenk bleibt erhalten: Wählen Sie dafür einen anderen Kurs bis {amount}.',
    '{title} is free: enrol in it from its page':
      '„{title}“ ist kostenlos: Schreiben Sie sich auf der Kursseite ein',
    'Your cart can hold at most {count} courses': 'Ihr Warenkorb fasst höchstens {count} Kurse',
    'This gift covers a course of up to {amount}': 'Dieses Geschenk deckt einen Kurs bis {amount} ab',
    'This gift is for {title}: redeem it without choosing a course':
      'Dieses Geschenk gilt für „{title}“: Lösen Sie es ein, ohne einen Kurs zu wählen',
  },
  fields: {
    atLeastCharacters: (n) => `muss mindestens ${n} Zeichen lang sein`,
    atMostCharacters: (n) => `darf höchstens ${n} Zeichen lang sein`,
    atLeast: (n) => `muss mindestens ${n} sein`,
    atMost: (n) => `darf höchstens ${n} sein`,
  },
};
