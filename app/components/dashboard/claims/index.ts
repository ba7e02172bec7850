/** The claims feature's public entry: the dialog that resolves the claims blocking a publication (decision 0023). */
export { ClaimsResolveDialog, claimsFrom, useVerificationRetry } from './claims-resolve-dialog.tsx';
