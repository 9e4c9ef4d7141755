/** Types of scripts/free-port.mjs. */
export declare function freePort(): Promise<number>;
export declare function freeUdpPort(): Promise<number>;
