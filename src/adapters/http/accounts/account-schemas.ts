import { Type } from 'typebox';
import { ANTI_FORGERY_FIELD } from '../plugins/anti-forgery.js';

/** Form fields arrive as strings; the use cases judge their content, the schema only their size. */
const field = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const SignInForm = Type.Object({
  email: field(320),
  password: field(1024),
  [ANTI_FORGERY_FIELD]: field(200),
});

export const RegisterForm = Type.Object({
  name: field(300),
  email: field(320),
  password: field(1024),
  [ANTI_FORGERY_FIELD]: field(200),
});

export const SignOutForm = Type.Object({ [ANTI_FORGERY_FIELD]: field(200) });

export const SignInQuery = Type.Object({
  signedOut: Type.Optional(Type.String()),
  nolayout: Type.Optional(Type.String()),
  site: Type.Optional(Type.String()),
});
