/** Italian time for 'Programma': shared with the server's day filters (the activity log), so it lives in common/. */
export * from '../../../../common/rome-time.ts';
