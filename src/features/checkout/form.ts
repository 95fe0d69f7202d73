/** The form kit (`~/ui/form`) with the checkout's payment field, for the order confirm page and the "Pay" dialog. */
import { extendForm } from '~/ui/form'
import { PaymentField } from './components/payment-field'

export const { useAppForm: useCheckoutAppForm } = extendForm({ fieldComponents: { PaymentField } })
