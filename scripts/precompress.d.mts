export function precompressFile(file: string): void;
export function precompressDir(dir: string): void;
