import bwipjs from 'bwip-js/node';

/** The QR code an authenticator app scans, as SVG markup. */
export function qrCodeSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text, scale: 4, paddingwidth: 2, paddingheight: 2 });
}
