/** The Wi-Fi join payload phones understand: WIFI:T:WPA;S:<ssid>;P:<password>;; with \ ; , : " escaped. */
export function wifiPayload(ssid: string, password: string): string {
  const esc = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');
  return password ? `WIFI:T:WPA;S:${esc(ssid)};P:${esc(password)};;` : `WIFI:T:nopass;S:${esc(ssid)};;`;
}
