// A small bundled list of the most used passwords (from public breach statistics), lower-cased.
// A new password may not be one of them. Six characters or more only: shorter ones fail the length rule.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "12345678910", "123123", "123321", "654321",
  "111111", "222222", "000000", "666666", "888888", "999999", "121212", "112233", "123654", "159753",
  "147258", "147258369", "987654321", "0123456789", "1q2w3e", "1q2w3e4r", "1q2w3e4r5t", "qwerty", "qwerty123",
  "qwertyuiop", "asdfgh", "asdfghjkl", "zxcvbnm", "azerty", "abc123", "abcd1234", "a123456", "aa123456",
  "password", "password1", "password123", "passw0rd", "p@ssw0rd", "iloveyou", "admin123", "administrator",
  "welcome", "welcome1", "letmein", "monkey", "dragon", "master", "sunshine", "princess", "football",
  "baseball", "superman", "batman", "trustno1", "whatever", "shadow", "michael", "jessica", "charlie",
  "starwars", "pokemon", "computer", "internet", "freedom", "secret", "hello123", "test123", "testing",
  "changeme", "default", "huellitas", "huellitas123", "contraseña", "contrasena", "contraseña1",
  "contrasena1", "contraseña123", "contrasena123", "clave123", "123abc", "hola123", "holahola", "teamo",
  "teamo123", "tequiero", "mimamá", "mimama", "mascota", "perrito", "gatito", "elsalvador", "salvador",
  "sansalvador", "cuscatlan", "futbol", "barcelona", "realmadrid", "america", "mexico", "alianza", "fas123",
  "987654", "qazwsx", "1qaz2wsx", "zaq12wsx", "q1w2e3r4", "7777777", "5555555", "123qwe", "qwe123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
