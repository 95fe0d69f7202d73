export {
  pointsKeys,
  pointsLedgerQuery,
  pointsOrderQuery,
  pointsOrdersQuery,
  pointsProductQuery,
  pointsProductsQuery,
  pointsSummaryQuery,
  type PointsEntry,
  type PointsOrder,
  type PointsProduct,
  type PointsSummary,
} from './queries'
