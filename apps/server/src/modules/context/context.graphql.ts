import { packagingTypeNames } from '@freight/contracts';

/** The organisation service's GraphQL schema (spec 7.3): the signed-in user and terms acceptance. */
export const contextSchema = /* GraphQL */ `
  scalar JSON

  enum Status { onboarding transacting suspended offboarded }
  enum PackagingTypeName { ${packagingTypeNames.join(' ')} }

  type OrganisationRef { id: ID! name: String! status: Status! }
  type Carrier { id: ID! name: String! }
  type AgreedService {
    id: ID!
    name: String!
    carrierChargeAccount: String!
    carrierServiceId: ID!
    carrierServiceProviderType: String!
    isActive: Boolean!
    carrier: Carrier!
  }
  type PackagingType { name: PackagingTypeName! description: String! }
  type CostCentre { code: String! description: String! }
  type CostCentreConfiguration { required: Boolean! costCentres: [CostCentre!]! }
  type ConsignmentImportConfiguration { enabled: Boolean! transferPolicy: String! }
  type OrderConfiguration { integrationEnabled: Boolean! }
  type PalletManagement { enabled: Boolean! allowedPalletTypes: [String!]! preferredTransferType: String }
  type DangerousGoods { isTransacting: Boolean! hasTransacted: Boolean! notifiableEnabled: Boolean! }
  type PickupWindow { startTime: String! durationMinutes: Int! }
  type SiteAccess { defaultPickupWindow: PickupWindow! }
  type Site {
    id: ID!
    name: String!
    displayName: String!
    label: String!
    addressId: String
    status: Status!
    organisation: OrganisationRef!
    agreedServices: [AgreedService!]!
    packagingTypes: [PackagingType!]!
    costCentreConfiguration: CostCentreConfiguration!
    orderConsolidationEnabled: Boolean!
    deliveryTimeSlotsEnabled: Boolean!
    consignmentImportConfiguration: ConsignmentImportConfiguration!
    orderConfiguration: OrderConfiguration!
    palletManagement: PalletManagement!
    dangerousGoods: DangerousGoods!
    userCanTransactWithDangerousGoods: Boolean!
    priceMaskingEnabled: Boolean!
    devFlags: JSON!
    siteAccess: SiteAccess!
  }
  type User {
    id: ID!
    username: String!
    fullName: String!
    phone: String
    email: String
    acceptedTermsAt: String
    flags: JSON!
    sites: [Site!]!
  }
  type GetUserResult { user: User! packagingTypes: [PackagingTypeName!]! }
  type AcceptTermsResult { acceptedTermsAt: String! }

  type Query { getUser: GetUserResult! }
  type Mutation { acceptTerms: AcceptTermsResult! }
`;
