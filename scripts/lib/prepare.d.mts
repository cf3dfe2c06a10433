export declare const root: string;
export declare const bin: (name: string) => string;
export declare const run: (command: string, args: string[], options?: object) => number;
export declare const mustRun: (label: string, command: string, args: string[], options?: object) => void;
export declare const ensureInstalled: () => void;
export declare const buildAll: () => void;
export declare const buildData: () => void;
