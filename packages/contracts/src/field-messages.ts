/** Messages of field checks the spec quotes no text for; everything it quotes comes from formMessagesB. */
export const fieldMessages = {
  text: 'must be text',
  boolean: 'must be true or false',
  id: 'must be a valid id',
  list: 'must be a list',
  object: 'must be an object',
  tooDeep: 'is nested too deeply',
} as const;
