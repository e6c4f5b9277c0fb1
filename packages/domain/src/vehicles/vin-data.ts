/**
 * The offline VIN dataset: where a VIN was made (ISO 3780 country ranges) and by whom (World
 * Manufacturer Identifiers, the VIN's first three characters).
 *
 * What it is: 1) the country code ranges of ISO 3780 as published in the SAE/ISO WMI world
 * chart (first character + a range of second characters → ISO 3166 country), and 2) 385 WMIs
 * of the makes families drive, above all in the Gulf and the Middle East, grouped by
 * manufacturer and make.
 * Source: facts taken from public-domain NHTSA vPIC manufacturer/WMI listings (works of the US
 * Government, 17 U.S.C. § 105) and the ISO 3780 ranges; written out and checked by hand for this
 * project, so this table is ours and carries the project's licence. Only WMIs we are sure of are
 * listed: an unknown WMI decodes with manufacturer and make null rather than a guess. A WMI used
 * for several makes (e.g. 5N1 Nissan and Infiniti, 1C4 Chrysler/Dodge/Jeep) has make `*`.
 * Size: 4,876 bytes of table text (3,831 WMI table + 1,045 country ranges), 6.6 KB with these
 * comments; `vin.test.ts` checks the WMI count and bounds the size.
 */

/** The order of second characters in the ISO 3780 ranges (no I, O or Q; 0 comes last). */
export const VIN_RANGE_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

/**
 * `first second-from second-to country` (ISO 3166-1 alpha-2). One line per range; a single
 * character after the first means the whole first character. Lines later in the list do not
 * override earlier ones (the ranges do not overlap).
 */
export const VIN_COUNTRY_RANGES = `
A A H ZA
A J K CI
A L M LS
A N P BW
A R S NA
A T U MG
A V W MU
A X Y TN
A Z 1 CY
A 2 3 ZW
A 4 5 MZ
B A B AO
B F G KE
B L L NG
B R R DZ
B 3 4 LY
C F G MA
C L M ZM
D A E EG
H * * CN
J * * JP
K F H IL
K L R KR
K S T JO
L * * CN
M A E IN
M F K ID
M L R TH
M S S MM
M U U MN
M X X KZ
N A E IR
N F G PK
N J J IQ
N L R TR
N S T UZ
N U U AZ
N Y Y AM
N 1 5 IR
P A C PH
P F G SG
P L R MY
P S T BD
R A B AE
R F K TW
R L N VN
R P P LA
R S T SA
R U W RU
R 1 1 HK
S A M GB
S N T DE
S U Z PL
S 1 2 LV
T A H CH
T J P CZ
T R V HU
T W 2 PT
T 3 5 RS
T 6 6 AD
U A C ES
U H M DK
U N R IE
U U W RO
U 1 2 MK
U 5 7 SK
U 8 0 BA
V A E AT
V F R FR
V S W ES
V X 2 RS
V 3 5 HR
V 6 8 EE
W * * DE
X A C BG
X D E RU
X F H GR
X J K RU
X L R NL
X S W RU
X X Y LU
X Z 0 RU
Y A E BE
Y F K FI
Y N N MT
Y S W SE
Y X 2 NO
Y 3 5 BY
Y 6 8 UA
Z A U IT
Z X Z SI
Z 1 1 SM
Z 3 5 LT
Z 6 0 RU
1 * * US
2 A 5 CA
3 A X MX
3 5 5 DO
3 6 6 HN
3 7 7 PA
3 8 9 PR
4 * * US
5 * * US
6 A X AU
6 Y 1 NZ
7 * * US
8 A E AR
8 F G CL
8 L N EC
8 S T PE
8 X Z VE
8 2 2 BO
9 A E BR
9 F G CO
9 S V UY
9 2 9 BR
`;

/**
 * `Manufacturer | Make: WMI WMI …` — make `*` when the WMI is used for several makes.
 * A WMI followed by `=CC` was made in country CC rather than the one its range says.
 */
export const WMI_TABLE = `
Toyota | Toyota: JTD JTE JTM JTN JTK JT2 JT3 JT4 1NX 4T1 4T3 4TA 5TB 5TD 5TF 5YF 2T1 2T3 3TM MR0 NMT SB1 VNK AHT 9BR 8AJ 6T1 LFM LVG
Toyota | Lexus: JTH JTJ JT6 JT8 2T2 58A
Toyota | Daihatsu: JDA
Nissan | Nissan: JN1 JN8 1N4 1N6 3N1 SJN VSK MNT 94D
Nissan | Infiniti: JNK JNR 5N3 3PC
Nissan | *: 5N1 3N6 LGB
Honda | Honda: JHM JHL JH2 1HG 2HG 2HK 2HJ 4S6 5FN 5J6 19X 7FA 3HG 3CZ SHH SHS 93H MRH NLA
Honda | Acura: JH4 19U 19V 2HN 5J8
Honda | *: LHG LVH
Hyundai | Hyundai: KMH KM8 KMF KMJ 2HM 5NP 5NM MAL NLH TMA LBE 9BH
Hyundai | Genesis: KMT KMU
Kia | Kia: KNA KNC KND U5Y U6Y 3KP 5XX LJD
Kia | *: 5XY
Mitsubishi | Mitsubishi: JA3 JA4 JMB JMY ML3 MMB 4A3 4A4 6MM
Mazda | Mazda: JM1 JM3 JMZ 1YV 4F2 4F4 3MZ 7MM
Changan Mazda | Mazda: LVR
Suzuki | Suzuki: JS1 JS2 JS3 TSM 2S3 KL5
Maruti Suzuki | Suzuki: MA3
Isuzu | Isuzu: JAA JAC JAL 4S2 MPA
Isuzu | Acura: JAE
Subaru | Subaru: JF2 4S3 4S4
Subaru | *: JF1
Subaru | Saab: JF4
General Motors | Chevrolet: 1G1 1GC 1GN 1GB 1Y1 2G1 2GC 2GN 3G1 3GC 3GN KL1 KL7 KL8 9BG 8AG
General Motors | GMC: 1GT 1GK 1GD 1GJ 2GT 2GK 3GT 3GK
General Motors | Cadillac: 1G6 1GY W06
General Motors | Buick: 1G4 2G4 5GA KL4 LRB
General Motors | Pontiac: 1G2 2G2 5Y2 6G2
General Motors | Oldsmobile: 1G3
General Motors | Saturn: 1G8 5GZ
General Motors | Hummer: 5GR 5GT
General Motors | *: 6G1 6H8
GM Korea | *: KLA
SAIC-GM | *: LSG
SAIC-GM-Wuling | *: LZW
Opel | *: W0L W0V
Ford | Ford: 1FA 1FB 1FD 1FM 1FT 1ZV 2FA 2FM 2FT 3FA 3FM 3FT WF0 SFA VS6 NM0 MAJ MNB AFA 6FP 8AF 9BF LVS
Ford | Lincoln: 1LN 2LM 3LN 5LM
Ford | Mercury: 1ME 2ME 4M2
Stellantis | *: 1C3 1C4 1C6 1C8 2C3 2C4 3C3 3C4 3C6 3C7 ZAC
Stellantis | Dodge: 1B3 1B4 1B7 1D3 1D4 1D7 2B3 2B4 2B7 2D4 2D8 3B7 3D7 4B3 JB3
Stellantis | Jeep: 1J4 1J8 1JC
Stellantis | Chrysler: 1A4 1A8 2A4 2A8 2C8 4C3
Stellantis | Plymouth: 1P3 1P4
Stellantis | Fiat: ZFA 9BD 8AP
Stellantis | Alfa Romeo: ZAR
Stellantis | Maserati: ZAM
Stellantis | Lancia: ZLA
Stellantis | Peugeot: VF3 VR3 8AD 936
Stellantis | Citroën: VF7 VR7 935
Stellantis | DS: VR1
Tofaş | *: NM4
Ferrari | Ferrari: ZFF
Renault | Renault: VF1 93Y 8A1
Renault | Dacia: UU1
Renault Korea | *: KNM
Volkswagen | Volkswagen: WVW WV1 WV2 WVG 1VW 1V2 3VW 3VV 9BW 8AW AAV
Volkswagen | Audi: WAU WA1 WUA TRU
Volkswagen | Porsche: WP0 WP1
Volkswagen | Škoda: TMB
Volkswagen | SEAT: VSS
Volkswagen | Bentley: SCB
Volkswagen | Lamborghini: ZHW
Volkswagen | Bugatti: VF9
Volkswagen | Ducati: ZDM
SAIC Volkswagen | *: LSV
FAW-Volkswagen | *: LFV
BMW | BMW: WBA WBS WBX WBY WB1 4US 5UX 5YM LBV
BMW | MINI: WMW
BMW | Rolls-Royce: SCA
Alpina | Alpina: WAP
Mercedes-Benz | Mercedes-Benz: WDB WDD WDC WDF W1K W1N W1V 4JG 55S VSA LE4 9BM
Mercedes-Benz | Smart: WME
Jaguar Land Rover | Land Rover: SAL
Jaguar Land Rover | Jaguar: SAJ SAD
Volvo Cars | Volvo: YV1 YV4 LYV 7JR
Volvo Cars | Polestar: LPS
Volvo Group | Volvo: YV2 4V4
Geely | Geely: L6T
Chery | Chery: LVV
FAW | *: LFP
Dongfeng | *: LGJ
Brilliance | *: LSY
Lifan | Lifan: LLV
Great Wall Motor | *: LGW
SAIC Motor | *: LSJ
BYD | BYD: LGX
Changan | *: LS5
GAC | *: LMG
JAC | *: LJ1
Dongfeng Peugeot-Citroën | *: LDC
Tesla | Tesla: 5YJ 7SA 7G2 LRW XP7=DE SFZ
Rivian | Rivian: 7FC
Lucid | Lucid: 50E
Aston Martin | Aston Martin: SCF
Lotus | Lotus: SCC
McLaren | McLaren: SBM
Saab | Saab: YS3 5S3
MG Rover | Rover: SAR
SsangYong | SsangYong: KPT
Tata | Tata: MAT
Mahindra | Mahindra: MA1
Proton | Proton: PL1
Iran Khodro | *: NAA
AvtoVAZ | Lada: XTA
Freightliner | Freightliner: 1FU 1FV
Mack | Mack: 1M1 1M2
Kenworth | Kenworth: 1XK
Peterbilt | Peterbilt: 1XP
Navistar | International: 1HT
Iveco | Iveco: ZCF
MAN | MAN: WMA
Scania | Scania: YS2 9BS
Yutong | Yutong: LZY
Renault Trucks | Renault Trucks: VF6
Harley-Davidson | Harley-Davidson: 1HD
Yamaha | Yamaha: JYA
Kawasaki | Kawasaki: JKA
KTM | KTM: VBK
Triumph | Triumph: SMT
Piaggio | Piaggio: ZAP
`;
