/** M10: the merchant settlement agreement (HTML, sanitised by the client before it is shown). */
export const SETTLEMENT_AGREEMENT = [
  '<h2>Merchant settlement agreement</h2>',
  '<p>This agreement is between Crossborder Market ("the platform") and the company that applies to sell on it ("the merchant").</p>',
  '<h3>1. Application and review</h3>',
  '<p>The merchant gives true and complete information about the company, its contact person and its qualifications. The platform reviews every application within 15 working days and may ask for more documents or refuse an application, giving the reason.</p>',
  '<h3>2. Goods and orders</h3>',
  "<p>The merchant sells only goods it is allowed to sell in the buyer's country, describes them truthfully, ships paid orders within the promised time and handles refunds by the platform's rules.</p>",
  '<h3>3. Fees</h3>',
  "<p>The platform keeps the handling fee of the merchant's classification from every completed order. Fees are shown before the application is sent and changes are announced 30 days ahead.</p>",
  '<h3>4. Data</h3>',
  "<p>Qualification images are seen only by the applicant and the platform's reviewers. Buyer data received with orders is used only to fulfil those orders.</p>",
  '<h3>5. Ending the agreement</h3>',
  "<p>Either side may end the agreement with 30 days' notice; the platform may suspend a store at once for fraud or unsafe goods. Open orders are fulfilled or refunded first.</p>",
].join('')
