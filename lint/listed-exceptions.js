/**
 * The files the house rules of eslint.config.js leave out, each with its reason (decision 11: exceptions are listed
 * by file, never switched off by a comment). A file named here that no longer needs it should leave the list.
 */

// The listed exceptions to the form kit: controls that are no form to validate and submit to the API, and fields
// that a kit form renders through form.AppField but that are built in their feature.
export const formKitExceptions = [
  // One-box searches that navigate to a results page (role="search"), and the price range of the search page (a
  // GET form, so it works before the page has hydrated): nothing to validate, nothing posted.
  'src/features/shell/components/header/search-box.tsx',
  'src/features/merchants/components/store-shell.tsx',
  'src/features/merchants/components/merchants-of-category-page.tsx',
  'src/features/search/components/goods-results.tsx',
  // Stripe's card form: the fields are Stripe's own frame, confirmed by Stripe.js.
  'src/features/checkout/components/stripe-checkout.tsx',
  // Parts of kit forms built in their feature: the payment field's bank transfer proof (joined by extendForm), the
  // refund form's quantities per line, the upload list of the review, refund and settlement forms.
  'src/features/checkout/components/bank-transfer-fields.tsx',
  'src/features/refunds/components/return-lines.tsx',
  'src/features/account/components/image-uploads.tsx',
  // Quantities saved as they change (a cart line, the spec dialog): no form around them.
  'src/features/cart/components/quantity-stepper.tsx',
  'src/features/cart/components/reselect-modal.tsx',
  // The image captcha's answer: a header the sign-in and code calls add (withImageCaptcha), not a field of their
  // bodies; its state is shared by the four forms that may show it (image-captcha-store.ts).
  'src/features/auth/components/image-captcha-field.tsx',
]

// Page screens and routes outside "every page renders PageFrame", each with its reason (house/page-frame).
export const pageFrameExceptions = [
  // The root: the app shell around every page.
  'src/routes/__root.tsx',
  // Layouts whose screen is the frame of their child routes: the store (its header, tabs and search in the frame),
  // the user centre (its menu as the frame's aside), the notices.
  'src/routes/merchant/merchant.tsx',
  'src/routes/users.tsx',
  'src/routes/notices.tsx',
  // Child routes shown inside those frames: a store's tabs (the store's header in the frame is their heading), the
  // user centre's home (order shortcuts and the centre's entries under the frame's menu, with no heading of its own).
  'src/routes/merchant/merchant/category.tsx',
  'src/routes/merchant/merchant/coupon.tsx',
  'src/routes/merchant/merchant/home.tsx',
  'src/routes/merchant/merchant/qualification.tsx',
  'src/routes/users/index.tsx',
]

// The API's messages are the shopper's; the operator CLI's are English (decision 25): its files, its shopper lookup,
// the catalogue feeds it imports (their rejected rows go to the operator), the exchange rates and the currency menu
// it sets.
export const operatorOnly = [
  'src/server/**/ops.ts',
  'src/server/**/ops-commands.ts',
  'src/server/ops/**',
  'src/server/kit/shopper.ts',
  'src/server/catalogue-feeds/*.ts',
  '!src/server/catalogue-feeds/export.ts',
  'src/server/currency/rates.ts',
  'src/server/currency/offered.ts',
]
