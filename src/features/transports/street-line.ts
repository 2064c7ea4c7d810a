/** "Hauptstraße 12a" → street "Hauptstraße", house number "12a" (the organisation keeps one line). */
export function splitStreetLine(line: string): { street: string; houseNumber: string } {
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-/]\s?\d+[a-zA-Z]?)?)$/.exec(line.trim());
  return match
    ? { street: match[1]!, houseNumber: match[2]! }
    : { street: line.trim(), houseNumber: '' };
}
