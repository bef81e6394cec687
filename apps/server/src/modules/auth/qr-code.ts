/** The QR code an authenticator app scans, as SVG markup; bwip-js loads with the first set-up. */
export async function qrCodeSvg(text: string): Promise<string> {
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 2, paddingheight: 2 });
}
