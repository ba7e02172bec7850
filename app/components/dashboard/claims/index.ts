/** The claims feature's public entry: the dialog that resolves the claims blocking a publication (decision 0023), and why each is flagged (decision 0069). */
export { ClaimsResolveDialog, claimsFrom, useVerificationRetry } from './claims-resolve-dialog.tsx';
export { ClaimWhy, ConfirmWithDataButton, factSource, useConfirmWithData } from './claim-why.tsx';
