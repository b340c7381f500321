import type { SeedHelpArticle } from './types.js';

export const helpArticles: SeedHelpArticle[] = [
  {
    slug: 'create-an-account',
    title: 'Creating and verifying your account',
    category: 'Account',
    body: '<p>You need an account to buy courses, save your progress and earn certificates.</p><ol><li>Choose <strong>Sign up</strong> at the top of any page.</li><li>Enter your email address and a password of at least 12 characters. Avoid common passwords; a short phrase of unrelated words works well.</li><li>We email you a 6-digit code. Enter it on the verification page. Codes expire after a short time, so use the newest one if you asked for several.</li><li>Add your first and last name (and, if you like, a profile picture) to finish your profile. Your name appears on your certificates.</li></ol><p>No email? Check your spam folder, then ask for a new code from the verification page.</p>',
  },
  {
    slug: 'reset-your-password',
    title: 'Resetting a forgotten password',
    category: 'Account',
    body: '<ol><li>On the sign-in page, choose <strong>Forgot password?</strong></li><li>Enter the email address of your account. For your security we show the same message whether or not an account exists.</li><li>Enter the 6-digit code from the email together with your new password.</li><li>Sign in with the new password. For your safety, every other device is signed out automatically.</li></ol><p>If you signed up with Google, you can keep signing in with Google instead.</p>',
  },
  {
    slug: 'paying-for-a-course',
    title: 'Paying for a course',
    category: 'Payments',
    body: '<ol><li>Open a course and choose <strong>Add to cart</strong>. Add as many courses as you like.</li><li>Open your cart and, if you wish, switch the currency to GBP or EUR. The total shown is exactly what you will be charged.</li><li>Choose <strong>Checkout</strong> and enter your card details. They go straight to our card payment provider; we never store them.</li><li>Once the payment is confirmed, your courses appear in <em>My learning</em> and in <em>Purchases</em>.</li></ol><p>If the payment is declined, nothing is charged and your cart is kept, so you can try another card.</p>',
  },
  {
    slug: 'refunds-and-receipts',
    title: 'Receipts and refunds',
    category: 'Payments',
    body: '<p>Every purchase is listed under <strong>Purchases</strong> in your account menu, with the date, amount and currency.</p><p>To ask for a refund:</p><ol><li>Check that the purchase was made in the last 14 days and that you have completed less than 30% of the course.</li><li>Send us a message from the contact page with your account email and the course title.</li><li>We confirm by email, and the refund reaches your card within 5 to 10 working days.</li></ol>',
  },
  {
    slug: 'studying-a-course',
    title: 'Studying a course and tracking progress',
    category: 'Learning',
    body: '<ol><li>Open <strong>My learning</strong> and choose a course to continue where you left off.</li><li>Work through the chapters in order. Video chapters remember where you paused; text chapters can be marked complete when you have read them.</li><li>Chapters with a quiz are completed when you pass the quiz. You can retake chapter quizzes as often as you like.</li><li>The progress bar on each course shows how much you have completed, on every device you use.</li></ol>',
  },
  {
    slug: 'wishlist-and-cart',
    title: 'Using the wishlist and cart',
    category: 'Learning',
    body: '<p>Save courses for later with the heart icon on any course card or course page; find them under <strong>Wishlist</strong>.</p><ol><li>Select the heart again to remove a course from your wishlist.</li><li>Choose <strong>Add to cart</strong> when you are ready to buy. Courses you already own cannot be added to the cart.</li><li>Your wishlist and cart are saved to your account, so they follow you between devices.</li></ol>',
  },
  {
    slug: 'earning-a-certificate',
    title: 'Earning your certificate',
    category: 'Certificates',
    body: '<ol><li>Complete every chapter of the course.</li><li>Open the final assessment from the course page. You have three attempts by default.</li><li>Reach the pass mark, usually 70%, and your certificate is issued immediately.</li><li>Download it as a PDF from <strong>Certificates</strong> in your account menu.</li></ol><p>After each attempt you can review your answers and the correct options, which helps you prepare for the next attempt.</p>',
  },
  {
    slug: 'sharing-and-verifying-certificates',
    title: 'Sharing and verifying certificates',
    category: 'Certificates',
    body: "<p>Every certificate has a unique number and a public verification page showing the holder's name, the course, the date and the score.</p><ol><li>Open the certificate from <strong>Certificates</strong> in your account menu.</li><li>Copy the verification link, or scan the QR code printed on the PDF.</li><li>Add the link to your CV or professional profile. Anyone who opens it can confirm the certificate is genuine.</li></ol><p>The name on the certificate comes from your profile, so check it before you take the final assessment.</p>",
  },
];
