export const pinyinInitials: Readonly<Record<string, string>> = {};
