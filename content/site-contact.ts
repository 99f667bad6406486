// The workshop's name, email and reply time, in a module of their own: the contact form runs in the browser and
// says these three, and importing content/site.ts for them sent the whole of it (hours, address, links) with the form.

export const siteContact = {
  name: 'Prairie Grain Woodworks',
  email: 'hello@prairiegrain.example',
  replyWithin: '24 hours',
} as const;
