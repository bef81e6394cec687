import { z } from 'zod';
import { packagingTypeNames } from './packaging-types';
// plain constants live apart from the schemas, so the app's first load reads them without zod
export { TENANT_HEADER } from './headers';

export { packagingTypeDescriptions, packagingTypeNames, packagingTypeText } from './packaging-types';

export const statusValues = ['onboarding', 'transacting', 'suspended', 'offboarded'] as const;
export const statusSchema = z.enum(statusValues);
export type Status = z.infer<typeof statusSchema>;

export type PackagingTypeName = (typeof packagingTypeNames)[number];
export const packagingTypeSchema = z.object({ name: z.enum(packagingTypeNames), description: z.string() });
export type PackagingType = z.infer<typeof packagingTypeSchema>;

export const transferPolicyValues = ['never', 'manual', 'automatic'] as const;
export type TransferPolicy = (typeof transferPolicyValues)[number];
export const palletTypeValues = ['chep', 'loscam', 'other'] as const;
export const palletTransferTypeValues = ['exchange', 'transfer', 'none'] as const;

export const agreedServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrierChargeAccount: z.string(),
  carrierServiceId: z.string(),
  carrierServiceProviderType: z.string(),
  isActive: z.boolean(),
  carrier: z.object({ id: z.string(), name: z.string() }),
});
export type AgreedService = z.infer<typeof agreedServiceSchema>;

export const organisationRefSchema = z.object({ id: z.string(), name: z.string(), status: statusSchema });
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  label: z.string(),
  addressId: z.string().nullable(),
  status: statusSchema,
  organisation: organisationRefSchema,
  agreedServices: z.array(agreedServiceSchema),
  packagingTypes: z.array(packagingTypeSchema),
  costCentreConfiguration: z.object({
    required: z.boolean(),
    costCentres: z.array(z.object({ code: z.string(), description: z.string() })),
  }),
  orderConsolidationEnabled: z.boolean(),
  deliveryTimeSlotsEnabled: z.boolean(),
  consignmentImportConfiguration: z.object({
    enabled: z.boolean(),
    transferPolicy: z.enum(transferPolicyValues),
  }),
  orderConfiguration: z.object({ integrationEnabled: z.boolean() }),
  palletManagement: z.object({
    enabled: z.boolean(),
    allowedPalletTypes: z.array(z.enum(palletTypeValues)),
    preferredTransferType: z.enum(palletTransferTypeValues).nullable(),
  }),
  dangerousGoods: z.object({
    isTransacting: z.boolean(),
    hasTransacted: z.boolean(),
    notifiableEnabled: z.boolean(),
  }),
  userCanTransactWithDangerousGoods: z.boolean(),
  priceMaskingEnabled: z.boolean(),
  devFlags: z.record(z.string(), z.boolean()),
  siteAccess: z.object({
    /** The site's configured window, closing by the earliest last pickup of its active agreed services. */
    defaultPickupWindow: z.object({
      /** Local time of day, HH:mm. */
      startTime: z.string(),
      durationMinutes: z.number().int(),
    }),
  }),
});
export type Site = z.infer<typeof siteSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  acceptedTermsAt: z.string().nullable(),
  flags: z.record(z.string(), z.boolean()),
  sites: z.array(siteSchema),
});
export type User = z.infer<typeof userSchema>;

export const getUserResponseSchema = z.object({
  user: userSchema,
  packagingTypes: z.array(z.enum(packagingTypeNames)),
});
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

export const acceptTermsResponseSchema = z.object({ acceptedTermsAt: z.string() });

export const contextIdPattern = /^(site|org)-([A-Za-z0-9_-]+)$/;

/** The public help contact (spec 3, platform defaults). */
export const helpContactSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const platformConfigSchema = z.object({
  helpContact: helpContactSchema,
  brandName: z.string(),
  version: z.string(),
  sessionCheckSeconds: z.number().int(),
  /** The feedback survey "Give feedback" opens; null sends feedback by e-mail to the help contact. */
  feedbackUrl: z.string().nullable(),
  /** The in-app guidance script, loaded only when configured (spec d1 7.1). */
  guidanceScriptUrl: z.string().nullable().optional(),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/** An error of a GraphQL answer: its message, and the API's code and HTTP status when the server gave them. */
export const graphqlErrorSchema = z.object({
  message: z.string(),
  extensions: z
    .object({ code: z.string().optional(), status: z.union([z.number(), z.string()]).optional() })
    .optional(),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

/** A GraphQL answer: its data, or its errors, or both. */
export const graphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
});
