/** Account settings writes (docs/api.md §3.2 (#ref-3-2), §3.3 (#ref-3-3), §3.17 (#ref-3-17)). Each refreshes the current user where it changes it. */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import type { PasswordChangeBody, ProfileBody, UploadedImage } from '~/contract'
import { api } from '~/lib/api'
import { accountKeys, type CurrentUser } from './queries'

export type ProfileInput = ProfileBody
export type PasswordChangeInput = PasswordChangeBody

/** Codes go to the user's phone when they registered by phone (C1/U4), otherwise to their e-mail (C2/U5). */
export const passwordChannel = (user: Pick<CurrentUser, 'userType'>): 'phone' | 'email' =>
  user.userType === 'phone' ? 'phone' : 'email'

/** What an upload is for: the server serves `avatar` to everyone and anything else only to the uploader. */
export type UploadPurpose = 'avatar' | 'pay_voucher' | 'refund' | 'review' | 'qualification'

/** UP1: one JPG/PNG as multipart field `multipart`; resolves the absolute URL of the stored image. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  const body = new FormData()
  body.append('multipart', file, file.name)
  const data = await api.post<UploadedImage>('/api/front/upload/image', body, { query: { model: purpose, pid: 1 } })
  return data.url
}

/** U3: save avatar and nickname, then re-read U1 so the header shows the change. */
export const updateProfileMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['account', 'profile'],
    mutationFn: (input: ProfileInput) => api.postForMessage<unknown>('/api/front/user/edit', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() }),
  })

/** C1 / C2: send a code to the user's own phone or e-mail (no body). */
export const sendPasswordCodeMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'password-code'],
    mutationFn: (channel: 'phone' | 'email') =>
      api.postForMessage<unknown>(
        channel === 'phone' ? '/api/front/captcha/phone/password' : '/api/front/captcha/email/password',
      ),
  })

/** U4 / U5: set a new password with the code. */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'password'],
    mutationFn: ({ channel, ...input }: PasswordChangeInput & { channel: 'phone' | 'email' }) =>
      channel === 'phone'
        ? api.postForMessage<unknown>('/api/front/user/phone/update/password', input)
        : api.postForMessage<unknown>('/api/front/user/email/update/password', input),
  })

/** What a shopper adds to their account (extension): an e-mail, or a phone as its dial code and national number. */
export type NewContact = { kind: 'email'; email: string } | { kind: 'phone'; countryCode: string; phone: string }

/** Sends a code to the e-mail or phone being added; resolves the server's message (toasted by the code button). */
export const sendContactCode = async (contact: NewContact) =>
  (contact.kind === 'email'
    ? await api.postForMessage<unknown>('/api/front/user/bind/email/captcha', { email: contact.email })
    : await api.postForMessage<unknown>('/api/front/user/bind/phone/captcha', {
        countryCode: contact.countryCode,
        phone: contact.phone,
      })
  ).message

/** Adds the e-mail or phone with its code, then re-reads U1 so the settings page shows it. */
export const addContactMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['account', 'add-contact'],
    mutationFn: ({ captcha, ...contact }: NewContact & { captcha: string }) =>
      contact.kind === 'email'
        ? api.postForMessage<unknown>('/api/front/user/bind/email', { email: contact.email, captcha })
        : api.postForMessage<unknown>('/api/front/user/bind/phone', {
            countryCode: contact.countryCode,
            phone: contact.phone,
            captcha,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() }),
  })
