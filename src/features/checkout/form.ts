/** The form kit's lean base (`~/ui/form/lean`, decision 94) with the checkout's payment field, for the order confirm page and the "Pay" dialog. */
import { extendLeanForm } from '~/ui/form/lean'
import { PaymentField } from './components/payment-field'

export const { useAppForm: useCheckoutAppForm } = extendLeanForm({ fieldComponents: { PaymentField } })
