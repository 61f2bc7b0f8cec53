/** "1 bid", "3 bids". */
export const count = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;
