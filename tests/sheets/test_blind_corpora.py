"""The blind corpora kept in the repo once scored (tests/fixtures/sheets/blind4 to blind59): every file imports, and the
scores reached after their causes were fixed never fall back (scored by tests/sheets/score_corpus.py, on device,
price, currency and kind, and with the offer details). They are no longer blind: the figures in README say so."""

import json
from pathlib import Path

import pytest

from gpucompare.core.catalog import bundled_catalog

from .score_corpus import corpus_files, score_file, totals

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sheets"

#: (corpus, price only) -> the least right quotes, the most silently wrong ones and the most false quotes after the
#: fixes; a change that lowers a score fails here
FLOORS = {
    ("blind4", True): (198, 0, 0),
    ("blind4", False): (186, 7, 0),  # imp93: a month-only quote date said on each quote it dates
    ("blind5", True): (225, 0, 1),  # imp66: a price merged over variant rows read for each
    ("blind5", False): (212, 2, 1),  # imp187: a monthly rent read as an hourly rate is marked for review
    ("blind6", True): (162, 0, 2),
    ("blind6", False): (160, 0, 2),
    ("blind7", True): (173, 0, 0),  # imp93: a support extension for the cards is a service line
    ("blind7", False): (173, 0, 0),
    ("blind8", True): (165, 0, 0),
    ("blind8", False): (165, 0, 0),
    ("blind9", True): (162, 0, 0),
    ("blind9", False): (150, 2, 0),  # imp66: an ERP line's 生效日期 its quote date
    ("blind10", True): (177, 0, 0),
    ("blind10", False): (177, 0, 0),
    ("blind11", True): (158, 0, 1),  # imp66: a committed term on request beside a priced one
    # keys110 (#22): two keys corrected to their sheets' own words ('价格不含税'; 'excl. taxes', 'valid through 31 Dec
    # 2026'): strict 131 -> 154 right, silently wrong 23 -> 0 (README "Key corrections after the once-scored figure")
    ("blind11", False): (154, 0, 1),
    ("blind12", True): (161, 0, 0),
    # keys110 (#22): the Frisian key's validity corrected to its sheet ('Jildich oant 31 desimber 2026'): strict
    # 142 -> 149 right, silently wrong 7 -> 0
    ("blind12", False): (149, 0, 0),
    ("blind13", True): (137, 0, 5),
    # 143 and 1 once the scorer reads a key's "" on an item of one device as a card (a lone module)
    ("blind13", False): (143, 1, 5),
    # corpora 14 and 15 after their Chinese causes were fixed (scored once on 439c0c4: 60 and 65 right, 7 silently
    # wrong in a 万元 list's price taken from last week's column, 7 false quotes of an asset register and a switch)
    ("blind14", True): (81, 0, 0),  # imp93: an unknown card per condition column; a term on request
    ("blind14", False): (59, 0, 0),  # 55 and 3 before the lone-module convention
    ("blind15", True): (65, 0, 0),
    ("blind15", False): (71, 0, 0),
    # corpora 16 and 17 (scored once on fa184c9: price only 64 and 88 right, 3 and 0 silently wrong; strict 42 and
    # 56); corpus 16 after its Chinese causes were fixed (per-node day and month rates, two prices in one cell, sold
    # listings, parts without the card): 74 right, none silently wrong, no false quote
    # and both rounds merged (the Chinese and the international causes, each measured alone first)
    ("blind16", True): (86, 0, 0),
    # imp63: a condition only in a description column (二手（九成新）) read; the lone-module convention
    ("blind16", False): (83, 0, 0),
    # imp63: every offer sheet of a workbook read (the Australia/Singapore quote's second sheet, 3 quotes)
    ("blind17", True): (91, 0, 0),
    ("blind17", False): (91, 0, 0),  # and the Tetum list read from its words (tet.toml)
    # corpora 18 and 19 as scored once on ff2f01b (the same on 55445a9): price only 77 and 75 right, 0 and 8 silently
    # wrong, 3 and 0 false quotes; strict 50 and 39 right, 17 and 25 silently wrong
    # imp66, corpus 18's Chinese causes (a summary sheet repeating supplier sheets, a machine-price row of a
    # transposed comparison, merged price cells, a later table's units and terms, validity and tax per line): 99
    # right; strict 9 silently wrong, the bare-metal nodes keyed 'server' where corpus 16 keys them 'instance'
    ("blind18", True): (99, 0, 0),
    # imp124: a rate card's line that rents a whole machine ('裸金属', '整机', a price per '台') is a server: 87 -> 96
    ("blind18", False): (96, 0, 0),
    ("blind19", True): (75, 8, 0),
    ("blind19", False): (39, 25, 0),
    # corpora 20 and 21 as scored once on 8909532: price only 53 and 61 right, 14 and 14 silently wrong, 2 and 4 false
    # quotes; strict 33 and 43 right, 32 and 26 silently wrong
    # imp75, corpus 20's Chinese causes (a row's several amounts decided by role: subsidised, voucher, deposit and
    # balance, a sum of two columns; one offer per currency column; bidders' own tax; the count on a configuration
    # line): price only 90 right, none silently wrong; strict 22 silently wrong (per-bidder quote dates, a 现货/期货
    # note's tax and validity per section)
    ("blind20", True): (90, 0, 1),
    ("blind20", False): (65, 22, 1),
    ("blind21", True): (61, 14, 4),
    ("blind21", False): (43, 26, 4),
    # corpora 22 and 23 as scored once on 30bc6db: price only 38 and 74 right, 1 and 1 silently wrong, 6 and 1 false
    # quotes; strict 5 and 44 right, 22 and 10 silently wrong
    # imp87, corpus 22's Chinese causes (chats in columns, a topic's device and tax, a summary of supplier sheets,
    # a turned cost build-up's units, trade shorthand, a bare ROC year, an unchanged revised price): price only 68
    # right, none silently wrong; strict 15 silently wrong (6 rental rows dated from a month's title, 7 notice rows
    # dated from the effective day, both judgement calls the keys and earlier corpora read the other way; a lease
    # line's own-host card read as a server, a server section's 未稅 read as incl)
    # imp93: a price set later without a figure listed (no false quote); a section heading's tax; month-only dates said
    ("blind22", True): (68, 0, 0),
    ("blind22", False): (53, 7, 0),
    # imp88, corpus 23's international causes (merged with imp87's round): 101 right, strict 100, none silently wrong
    ("blind23", True): (101, 0, 0),
    ("blind23", False): (100, 0, 0),
    # corpora 24 (Chinese) and 25 (international) as folded in, scored once on bdd5e29: price only 51 and 67 right
    # (7 and 8 silently wrong, 5 and 4 false quotes; the broker's per-grade list refused); strict 41 and 23
    # imp95, corpus 24's Chinese causes: price only 71 of 71, none silently wrong, no false quote; strict 65 (the
    # cloud bill's five quote dates flagged: a bill's export time is no quote date, a judgement call its key makes)
    ("blind24", True): (71, 0, 0),
    ("blind24", False): (65, 0, 0),
    ("blind25", True): (67, 8, 4),
    # keys110 (#22): the cloud page's key corrected to its footnote ('Prices exclude applicable taxes'): strict 89 ->
    # 109 right, silently wrong 23 -> 3 (the FMV lease's judgement call)
    # imp116: a 'Lease Rate Factor' is no price: the FMV lease's three monthly payments read as leases, each flagged
    # with the reserved reading its key takes (silently wrong 3 -> 0)
    ("blind25", False): (109, 0, 4),
    # corpora 26 (Chinese) and 27 (international) as folded in, scored once on 5406392: price only 29 and 63 right
    # (9 and 2 silently wrong, 5 and 6 false quotes); strict 10 and 13 right, 25 and 25 silently wrong
    # imp107, corpus 26's Chinese causes (the duty-paid price over the bonded one, a converted card-hour cost never the
    # offer, monthly node rents reserved per device-hour, auction lots per machine x quantity, credits and returns,
    # services named left of the model, Kazakh in Arabic script, Hokkien and Hakka): price only 63 of 63, none
    # silently wrong, no false quote; strict 41 (21 silently wrong: a tax note's rebate clause, a statement's period,
    # the auction's condition and validity, node rents keyed 'server' where corpus 16 keys them 'instance')
    ("blind26", True): (63, 0, 0),
    # imp116: a rebate clause's tax is the rebate's, a statement's period no validity, '12月19日' no twelve months, a
    # note saying all lots are used: strict 41 -> 57 right, silently wrong 21 -> 5 (four node rents keyed 'server'
    # where the importer says 'instance', one HGX server read as a baseboard)
    # imp124: the node rents named '裸金属节点' / '整机节点' are servers: 57 -> 62 right, silently wrong 5 -> 1 (the
    # HGX server read as a baseboard)
    ("blind26", False): (62, 1, 0),
    # imp108, corpus 27's international causes (weights no prices, a sold price over start and buy-now, a price basis
    # per line, credits and a credit-note sheet, hosts without GPUs, 'no VAT applicable', payment terms, Bislama and
    # Kreol lexicons): price only 80 of 80, none silently wrong, no false quote; strict 75, none silently wrong (the
    # pro-forma's '02/12/2026' read month first on a US-dollar sheet in English, said on its 5 quotes)
    ("blind27", True): (80, 0, 0),
    # imp116: the pro-forma's '02/12/2026' is read day first while only that reading leaves its 15 days of validity
    # holding on the import day: strict 80 of 80 until 2026-12-17; the floor stays 75 (after that day both readings
    # have lapsed and the guess, month first and said on its 5 quotes, comes back)
    ("blind27", False): (75, 0, 0),
    # corpora 28 (Chinese region) and 29 (international) as folded in, scored once on 9ff61811: price only 39 and 34
    # right (5 and 2 silently wrong, 3 and 0 false quotes); strict 11 and 5 right, 15 and 11 silently wrong
    # imp117, corpus 28's Chinese-region causes (an approved price over the requested one, drafts and replaced bid
    # rounds, a fee schedule's two labelled charge columns and their own taxes, a date or code is no price, prices
    # written out in numerals, a scan's S/l/O, the totals' tax basis, line and campaign dates, a weekday validity;
    # Wu, Xibe and Dungan lexicons): price only and strict 71 of 73, none silently wrong, no false quote (the SRM
    # export's two expired lines rejected with a reason where the key keeps them: an earlier rule, a judgement call)
    ("blind28", True): (71, 0, 0),
    ("blind28", False): (71, 0, 0),
    # corpus 29 after imp117/imp118's rounds and imp127's request date (final main of the tenth session): price only
    # 97 of 104, none silently wrong; strict 69, 4 silently wrong (the budget justification's per-quote dates)
    ("blind29", True): (97, 0, 0),
    # imp137: a column naming the quote each line took sets its quote date (strict 69 -> 72, silently wrong 4 -> 1)
    ("blind29", False): (72, 1, 0),
    # corpora 30 (Chinese region) and 31 (international) as folded in, at the figures scored once on 49090c08
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 24 and 59 right (0 and 14
    # silently wrong, 4 and 4 false quotes); strict 5 and 26 right, 6 and 17 silently wrong
    # imp126, corpus 30's Chinese-region causes (Nuosu Yi and Lisu lexicons, a call-us cell with a telephone number,
    # an ERP's price unit '每' and deletion indicator, pinyin-initial field names and compact dates, a remark the
    # seller withdrew, a pasted web list with a category column, a sibling model number under a heading, '$' in
    # Taiwan, '不含增值税', a server mounted in a rack, a card installed in a server, a validity from the bid deadline):
    # price only 24 -> 55 right, false quotes 4 -> 1; strict 5 -> 42 right, silently wrong 6 -> 0
    ("blind30", True): (55, 0, 1),
    ("blind30", False): (42, 0, 1),
    # imp127, corpus 31's international causes (B$ decided by the number format's locale, a tax clause naming the
    # prices by a shared sign, '2 cartes' counted, Ewe/Krio/Kabuverdianu lexicons, an Ewe server's trailing count):
    # price only 59 -> 73 right, silently wrong 14 -> 7 (the order book's asks read as on-demand, the key's doubtful
    # kind); strict 26 -> 46, silently wrong 17 -> 11
    # imp137: order-book asks with their own first and last day read as reserved (warned), Cape Verdean cifrão
    # decimals, a long header paragraph's condition; imp141 took out three false quotes: price 73 -> 85, silently
    # wrong 7 -> 0, false quotes 4 -> 1; strict 46 -> 63, silently wrong 11 -> 0
    ("blind31", True): (85, 0, 1),
    ("blind31", False): (63, 0, 1),
    # corpora 32 (Chinese region) and 33 (international) as folded in, at the figures scored once on 964a8bc9
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 44 and 31 right (2 and 9
    # silently wrong, 6 and 17 false quotes); strict 25 and 5 right, 16 and 17 silently wrong
    # imp141, corpus 32's Chinese-region causes (display outputs and PCIe lanes counted as cards, a BOM match's
    # requested part priced, suppliers side by side under one price header each, a template header block's currency,
    # withdrawn listings and requests to rent, Kyrgyz in the Arabic script and Patuá): price only 44 -> 70 right,
    # silently wrong 2 -> 0, false quotes 6 -> 3; strict 25 -> 50 right (16 silently wrong: per-row dates and taxes of
    # the compute exchange, ROC and Amis dates unread)
    ("blind32", True): (70, 0, 3),
    ("blind32", False): (50, 16, 3),
    # imp142, corpus 33's international causes (machines counted under one head, a bid log's last bids, a rebate
    # column, old and new prices, prices in words, credits, a flattened PEPPOL invoice, 'N° prix', C$ and 'miles',
    # an energy-cost simulation, parts for a card, TGC/IVU/IGI, Sranan/Kwéyòl/Pijin lexicons): price only 31 -> 85
    # right, silently wrong 9 -> 0, false quotes 17 -> 0; strict 5 -> 85, silently wrong 17 -> 0
    ("blind33", True): (85, 0, 0),
    ("blind33", False): (85, 0, 0),
    # corpora 34 (Chinese region) and 35 (international) as folded in, at the figures scored once on bec43507
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 40 and 65 right (3 and 1
    # silently wrong, 24 and 3 false quotes); strict 21 and 34 right, 4 and 18 silently wrong
    # imp148, corpus 34's Chinese-region causes (prices per payment term, a model API's token price list refused, the
    # pataca as Macau's yuan, a Gaeml (Kam) lexicon): price only 40 -> 60 right, silently wrong 3 -> 0, false quotes
    # 24 -> 5; strict 21 -> 36 right, silently wrong 4 -> 1 (a pawnshop server's condition)
    ("blind34", True): (60, 0, 5),
    ("blind34", False): (36, 1, 5),
    # imp149, corpus 35's international causes (a count per unit of measure, TC/ABST/BBO tax words, a confirmed price
    # over the ordered one, a report's period and a far term no quote date, Roman-numeral dates, a long two-row head,
    # 'Included' no price, a freight quotation refused, Latin/Sango/Cook Islands Māori lexicons): price only 65 -> 75
    # right, silently wrong 1 -> 0, false quotes 3 -> 0; strict 34 -> 75, silently wrong 18 -> 0 (the São Tomé
    # field/value proposal still refused, 6)
    ("blind35", True): (75, 0, 0),
    ("blind35", False): (75, 0, 0),
    # corpora 36 (Chinese region) and 37 (international) as folded in, at the figures scored once on 2e355e26
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 53 and 50 right (7 and 2
    # silently wrong, 2 and 8 false quotes); strict 38 and 25 right, 19 and 2 silently wrong
    # imp155, corpus 36's Chinese-region causes (a price for a clock window or a limited quantity is conditional, a
    # top-up bonus is a discount, a range's year written once, a warranty's end no validity, an ROC date after its
    # label and a tender's award date, a survey export's answers, a pivot table's column labels): price only 53 -> 81
    # right, silently wrong 7 -> 0; strict 38 -> 73, silently wrong 19 -> 2 (a Carousell pair keyed 'card', a
    # workstation 'Like new')
    # imp155, second round: '6萬8900' (a count of ten thousands and the rest in full), a currency named on its own
    # in a head note, a condition column's '新' / '舊', a Big5 CSV decoded and its currency from the place it names
    # (weak evidence, every quote marked for review), '請向商戶查詢' on request and a '11月28日' no price: price only
    # 81 -> 93, false quotes 2 -> 3 (the Big5 listing's card bracket, now read, kept as an unknown device); strict
    # 73 -> 85
    ("blind36", True): (93, 0, 3),
    ("blind36", False): (85, 2, 3),
    # imp156, corpus 37's international causes (a span of days with a range word, 'du 1er au 31 décembre', starts
    # the validity: every territory tab of the price book read; a French RFQ answer's offered model; 'PVC conseillé'
    # a list price beside 'Prix partenaire'; a rate in words only; a cloud's rented components a service; Mandinka,
    # Pular and Niuean lexicons; a count of days in brackets): price only 50 -> 76 right, silently wrong 2 -> 0, false
    # quotes 8 -> 2 (an archived Shopify product under a bare 'Status', an SAP item deleted in its 'D' column);
    # strict 25 -> 64 (12 flagged: the Shopify body's 'ABB 8% included', the Ariba server read as cards)
    ("blind37", True): (76, 0, 2),
    ("blind37", False): (64, 0, 2),
    # corpora 38 (Chinese region) and 39 (international) as folded in, at the figures scored once on 33f2a368
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 25 and 42 right (0 and 9
    # silently wrong, 12 and 89 false quotes); strict 11 and 21 right, 6 and 24 silently wrong; corpus 38's price-tag
    # grid lost 2 rows (vanished)
    # imp162, corpus 38's Chinese-region causes (a settlement audit's audited unit price over the claimed one, a
    # currency column beside a purchasing agent's shop price while the price header names its own yuan, Manchu and
    # Changsha Xiang lexicons): price only 25 -> 43 right, none silently wrong; strict 11 -> 17, silently wrong 6 -> 12
    # (the Manchu list's validity written in number words, 5, and a Xiang on-request row's, read no longer rejected)
    ("blind38", True): (43, 0, 12),
    ("blind38", False): (17, 12, 12),
    # imp163, corpus 39's international causes (a stock list's other goods excluded by their category, prices in
    # cents, sellers' titled blocks of rates with a count in a per-machine header and spot rates marked, '£' only in a
    # number format read by the place and marked, 'Tau' a price, a document's number no date, an import tax no VAT,
    # a landed cost never the offer, 'A100 80 Go', a rate restated in brackets; Tuvaluan, Guianese Creole and Kituba
    # lexicons): price only 42 -> 88 right, silently wrong 9 -> 0, false quotes 89 -> 0; strict 21 -> 65, silently
    # wrong 24 -> 15 (a bid abstract's opening day as its quote date, a landed-cost sheet's import VAT and proforma
    # date)
    ("blind39", True): (88, 0, 0),
    ("blind39", False): (65, 15, 0),
    # corpora 40 (Chinese region) and 41 (international) as folded in, at the figures scored once on 1e635247
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 32 and 61 right (7 and 1
    # silently wrong, 4 and 7 false quotes); strict 10 and 40 right, 22 and 7 silently wrong
    # imp169, corpus 40's Chinese-region causes (a shop export's original price a list price beside the selling price
    # and its offline listings; an auction's '成交价' with its sold, unsold and suspended lots; an empty unit price as
    # the line amount over the quantity, '价税合计' an amount; a zero-rated sale, a place with no VAT; Bouyei, Teochew
    # (Peng'im) and Tai Nüa lexicons): price only 32 -> 68 right, silently wrong 7 -> 0, false quotes 4 -> 0; strict
    # 10 -> 58, silently wrong 22 -> 0 (12 flagged: the 数电票 template's per-invoice tax flag on its other sheet, 6,
    # and the auction's lots: the footnote's '二手设备' unread, '结束时间' taken as a validity, not the sale's day, 6)
    ("blind40", True): (68, 0, 0),
    ("blind40", False): (58, 0, 0),
    # imp170, corpus 41's international causes (items listed side by side in one cell, 'RTX 5090 / RTX 4090' |
    # '11 900 / 8 400'; the manat by the place; a buy-back guide refused; footnote marks on prices; a count before an
    # e-mail line's name priced each; a configure-to-order base system and an upgrade difference; a rental order's
    # services; Wallisian, Guinea-Bissau Kriol and Shimaore lexicons): price only 61 -> 77 of 77, silently wrong
    # 1 -> 0, false quotes 7 -> 0; strict 40 -> 77, silently wrong 7 -> 0
    ("blind41", True): (77, 0, 0),
    ("blind41", False): (77, 0, 0),
    # corpora 42 (Chinese region) and 43 (international) as folded in, at the figures scored once on 57b4e8e0
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 48 and 58 right (12 and 19
    # silently wrong, 2 and 6 false quotes); strict 13 and 20 right, 21 and 41 silently wrong
    # imp172, corpus 42's Chinese-region causes (a price named by its own words beside an original price, '清仓价' |
    # '原价'; an amount merged over an order's item lines no line's unit price): price only 48 -> 60 right, silently
    # wrong 12 -> 0, false quotes 2 -> 1; strict 13 -> 21, silently wrong 21 -> 14
    # imp172: a currency from the one of its language's currencies the prices fit (the PChome export's NT$, flagged),
    # '狀態' a status: price only 60 -> 67 right (8 -> 1 rejected); strict 21 -> 28
    ("blind42", True): (67, 0, 1),
    # imp189: a validity word inside another period's name ('公告期限', the notice's publication period) is that
    # period's: strict 33 -> 35 (the single-source notice's two quotes no longer valid until its publicity ends)
    ("blind42", False): (35, 12, 1),
    # imp173, corpus 43's international causes (a net price at a stated rate off the list price, rounds of one offer,
    # a 'Ccy' column, 'TEUR' / 'TCHF', a cooler's 'X3', equipment for the cards in brackets, a requisition's
    # estimates, Low German): price only 58 -> 90 of 90, none silently wrong, no false quote; strict 20 -> 41
    ("blind43", True): (90, 0, 0),
    ("blind43", False): (41, 35, 0),
    # corpora 44 (Chinese region) and 45 (international) as folded in, at the figures scored once on e1c30e0f
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 32 and 64 right (11 and 0
    # silently wrong, 6 and 3 false quotes); strict 18 and 17 right, 12 and 15 silently wrong
    # imp176, both corpora's causes (a period word before a purchase volume, a standard rate beside a subsidised one,
    # an auction's lots and unsold lots, an inquiry reply's '可供型号', a price survey's sellers found from its
    # statistics, a two-way board's selling side, waitlisted allocation lines, the dirham by the place, a collateral
    # appraisal's values, Hassaniya and Iu Mien lexicons): price only 32 -> 70 and 64 -> 77 right, silently wrong
    # 11 -> 0, false quotes 6 -> 1 and 3 -> 1; strict 18 -> 46 (9 silently wrong: the Iu Mien date in numeral words,
    # 6) and 17 -> 31
    ("blind44", True): (70, 0, 1),
    ("blind44", False): (46, 9, 1),
    ("blind45", True): (77, 0, 1),
    ("blind45", False): (31, 15, 1),
    # corpus 46 (seven Chinese-region files, seven international) as folded in, at the figures scored once on bc29e66e
    # (scored_once_price.txt and scored_once_strict.txt beside it): price only 70 right, none silently wrong, 1 false
    # quote; strict 46 right, 11 silently wrong
    # imp179, corpus 46's causes (one offer per priced column whose head says where or when it is delivered, a
    # delivery word, goods on hand or a week's number, or a warehouse's label inside the same price words; a field
    # name's glued tax rate; 'W52' no scale; '電源線' equipment): price only 70 -> 97 right, false quotes 1 -> 0,
    # rejected without a reason 21 -> 0; strict 46 -> 79 (11 silently wrong: Bavarian tax words, a Hindi validity)
    # a set's count of cards ('8 pcs per set') its devices per item, the set cards (test_cards_per_set.py): price only
    # 97 -> 100, strict 79 -> 82
    ("blind46", True): (100, 0, 0),
    ("blind46", False): (82, 11, 0),
    # corpora 47 (Chinese region) and 48 (international) as folded in, at the figures scored once on 5eebf7b7
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 42 and 86 right (0 and 5
    # silently wrong, 11 and 1 false quotes); strict 35 and 42 right, 5 and 25 silently wrong
    # imp183, both corpora's causes (the spoken yuan '18800块' / '3万6块' and '价钱', offshore renminbi CNH, the
    # Moldovan leu by language and place with a Gagauz lexicon, an approval memo's negotiated price): price only
    # 42 -> 60 and 86 -> 91 right, none silently wrong in 47 (48's 5: the quantity-break columns, left); strict 35 -> 48
    # (silently wrong 5 -> 10: the memo's five quotes, now at the right price, dated from the memo, not the
    # negotiation) and 42 -> 48
    # imp183: a configured server's parts under its title, its cards priced per card: corpus 47 price only 60 -> 65,
    # false quotes 11 -> 1; strict 48 -> 53
    ("blind47", True): (65, 0, 1),
    ("blind47", False): (53, 10, 1),
    # imp187: bidders as columns under one merged price head (a quote per bidder, 9 -> 0 rejected without a reason)
    # and the single-unit price of a quantity ladder (5 silently wrong -> 0)
    ("blind48", True): (105, 0, 1),
    ("blind48", False): (62, 20, 1),
    # corpora 50 (Chinese region) and 51 (international) as folded in, at the figures scored once on ad29a2ff
    # (scored_once_price.txt and scored_once_strict.txt beside each corpus): price only 87 and 59 right (3 and 14
    # silently wrong, 16 and 2 false quotes); strict 58 and 24 right, 9 and 20 silently wrong
    # imp189, both corpora's causes (a rupee sign settled by the place, calling code or tax the sheet names, marked
    # where nothing settles it; a number format's locale tag '[$฿-th-TH]'; the yuan in Dungan and Uyghur Cyrillic,
    # in a header or a number format; a column converted at a stated rate said on each line; the parts of a computer
    # rejected for what they are): price only 87 -> 97 and 59 -> 74 right, silently wrong 14 -> 9 in 51 (the
    # quantity breaks and the cloud notice's rates, left to imp187), false quotes 16 -> 1; strict 58 -> 75 and 24 -> 33
    # (corpus 50's award notice: its '公告期限' a publication period, not the quotes' validity)
    # imp194, issue 22's leftovers on corpus 50 (a cell's own per-machine unit under a card-hour header, one term by
    # two units, a second currency's unit price at a stated rate a quote of its own, a buyer's approval status, an
    # award amount above the table a total, '价格另议' and a ¥1 placeholder on request, a riser cable): price only
    # 97 -> 115 right, silently wrong 3 -> 0, false quotes 1 -> 0, unexplained exclusions 2 -> 0; strict 75 -> 92,
    # silently wrong 4 -> 1
    ("blind50", True): (115, 0, 0),
    ("blind50", False): (92, 1, 0),
    # merged with imp187 (the single-unit price of a quantity ladder, the earlier quote beside the new one): corpus 51
    # price only 74 -> 79 right, silently wrong 9 -> 4; strict 33 -> 38, silently wrong 21 -> 16
    # imp194, corpus 51 (a price-change notice's rate from a later day the offer and a retired line rejected, a
    # note's per-GPU-hour sentence, an operating lease's rents per term, the sum of the lines a total, marine
    # insurance, regulatory duty, a Cornish lexicon): price only 79 -> 102, silently wrong 4 -> 0, false quotes
    # 2 -> 0, unexplained exclusions 6 -> 0; strict 38 -> 62, silently wrong 16 -> 11
    ("blind51", True): (102, 0, 0),
    ("blind51", False): (62, 11, 0),
    # corpora 52 (Chinese region) and 53 (international), scored once, blind, on aeff2f8a: price only 79 and 42 right
    # (6 and 1 silently wrong, 1 and 4 false quotes); strict 60 and 7 right, 6 and 15 silently wrong
    # imp198, their causes (the price with VAT the offer whatever the line total's basis; an RFQ's bidders its vendor,
    # payment terms never; a guide price less its discount rate, computed and marked; grade columns one quote each,
    # used; an auction's hammer price, its lots' condition, a pickup deadline no validity; '更新日期' a quote date):
    # price only 79 -> 110 and 42 -> 49 right, silently wrong 6 -> 0 and 1; strict 60 -> 99 (silently wrong 6 -> 0)
    # and 7 -> 14 (15)
    ("blind52", True): (110, 0, 1),
    ("blind52", False): (99, 0, 1),
    # imp209, corpus 53's leftovers (a bid opening's bidders down and lots across, one quote per bidder and lot, each
    # lot's count its divisor; a marketplace export's Buy Now the offer, each listing's GST and close; a street
    # address no date; a feed's ASCII field names; Ilocano, Walloon, Nahuatl and Kabyle lists; a reference price in
    # another currency no offer; part numbers joined to their descriptions on another sheet): price only 49 -> 99
    # right, silently wrong 1 -> 0, false quotes 4 -> 1; strict 14 -> 99, silently wrong 15 -> 0
    ("blind53", True): (99, 0, 1),
    ("blind53", False): (99, 0, 1),
    # corpus 54 (Chinese region), scored once, blind, on 808ad79a: price only 35 of 122 right (6 silently wrong, 6
    # false quotes, 33 rejected without a reason); strict 20 right, 11 silently wrong
    # imp207, corpus 54's causes (one hourly rate per availability zone's column, capital numerals after a currency
    # word, Singapore Tamil's 'வெள்ளி', a '$' alone read by the sheet's languages' dollars its prices fit, a shop
    # export's variants packed in one cell, a regular and a special price with its end day, a markdown table in one
    # column, a compound numeral's days of validity, an e-invoice's 'Validated by' stamp): price only 35 -> 97 right,
    # silently wrong 6 -> 0, false quotes 6 -> 5 (the WeChat chat export, flagged); strict 20 -> 89, silently wrong
    # 11 -> 0
    # imp212: a quotation in vertical blocks (型号 / 配置 / 数量 / 单价 / 交期, the price row with its unit cell beside
    # it) read as a form's records, one quote per block, its cells said in the evidence, the total and bank line under
    # the blocks listed (the scorer matches a record keyed at its price row by its price cell): price only 97 -> 104,
    # rejected with a reason 8 -> 1; strict 89 -> 96
    # imp212: the WeChat chat export read message by message (an id or a Unix-seconds column never the price; the
    # message column found beside a record's own numeric fields; '含13票', '11.8个', '一点二六亿', '最低1.33w' written
    # out; the buyer's messages, in a chat of two, not offers; a nameless price answering the buyer's question before
    # it; '今天有效' from each message's own day; 1024 cards counted as 128 machines of eight): price only 104 -> 114,
    # false quotes 5 -> 0; strict 96 -> 106
    ("blind54", True): (114, 0, 0),
    ("blind54", False): (106, 0, 0),
    # corpus 55 (international), scored once, blind, on 808ad79a: price only 102 of 108 right (none silently wrong, 2
    # false quotes, one lease schedule refused); strict 46 right, 21 silently wrong
    # imp207, corpus 55's causes (a bare-metal section title's servers, a Northern Sotho lexicon, a § 25a list's
    # 'MwSt. im Preis enthalten' and its used grades, a sold-out cell with a restock week): price only 102 of 108 (the
    # lease schedule still refused), false quotes 2 -> 1 (the grant budget's staff line); strict 46 -> 67, silently
    # wrong 21 -> 2
    # imp212, corpus 55's leftovers: a grant budget's staff line (a role, a share of full-time effort: 'Research
    # assistant (100 % FTE)') listed as a staff cost, and 'inference cards (edge nodes)' one card, the machine in
    # brackets where it goes: price only false quotes 1 -> 0; strict 67 -> 68, silently wrong 2 -> 1
    # imp212: a lease schedule (a lease named above the table, 'Monthly rental per unit' beside 'Equipment cost' and
    # a residual value) read, no asset register: its rental per unit a lease quote with the notes' term, its
    # equipment cost the purchase, a line's where the line rental is the per-unit one times the count: refused 5 -> 0,
    # price only 102 -> 107 of 108; strict 68 -> 73
    ("blind55", True): (107, 0, 0),
    ("blind55", False): (73, 1, 0),
    # corpus 56 (Chinese region), scored once, blind, on 8ba9291c: price only 78 of 100 right (3 silently wrong: a
    # data-centre annex's monthly rents and an RFQ's tax-exclusive supplier; 16 flagged; 3 rejected without a reason
    # in a buyer's tidy-up of group posts; 2 false quotes); strict 53 right, 13 silently wrong
    # imp216, corpus 56's causes (the channel level a price system addresses, '新台幣萬元' stated once, a note making one
    # bidder's prices tax-exclusive and a bidder's empty cell never another's price, asking prices said 'nego' or
    # 'firm', Iban and Kristang lexicons): price only 78 -> 95 of 100, silently wrong 3 -> 2 (the annex's node-hours
    # with a one-month minimum term read reserved, as corpus 32's key reads them), false quotes 2 -> 1; strict 53 ->
    # 80, silently wrong 13 -> 14 (the RFQ's lines carry its 询价日期 and deadline, which the key leaves null: supplier
    # C's fourth line, once supplier A's place, is now its own)
    # imp221: a listing opening by asking to buy ('高价回收 … 上门' | 面议) a buyer's ad (false quotes 1 -> 0); the
    # annex's node-hour rates with a one-month minimum term still read reserved (corpus 32's key) but said and marked
    # for review, corpus 56's key reading them on demand (silently wrong 2 -> 0; strict 14 -> 12)
    ("blind56", True): (95, 0, 0),
    ("blind56", False): (80, 12, 0),
    # corpus 57 (international), scored once, blind, on 8ba9291c: price only 91 of 121 right (7 silently wrong: a
    # reverse auction's registered prices and a university catalogue's contract price; 11 false quotes: an insurance
    # schedule and a subscription's add-ons; 12 rejected without a reason in a cloud export's region groups); strict
    # 39 right, 26 silently wrong
    # imp216, corpus 57's causes (a rate card's interruptible rates per region each a quote marked for review, an
    # insurance schedule nothing to import, hosting add-ons services, 'Contract ends' and a suspended line, a tender
    # award's day per lot and its void or revoked lots, 'tributos incluídos', Ladino, Kashubian, Xitsonga and
    # Plautdietsch lexicons, a customs worksheet dated by the supplier invoice it names): price only 91 -> 110 of 121,
    # silently wrong 7 -> 0, false quotes 11 -> 1; strict 39 -> 103, silently wrong 26 -> 0 (the subscription's 10 stay
    # wrong: keyed price_kind 'monthly', which no importer kind is)
    ("blind57", True): (110, 0, 1),
    ("blind57", False): (103, 0, 1),
    # corpus 58 (Chinese region), scored once, blind, on 2f4b97a4: price only 50 of 110 right (4 silently wrong, 26
    # flagged, 30 rejected with a reason, 5 false quotes, 10 non-product rows excluded without saying why); strict 26
    # right, 10 silently wrong
    # imp220, corpus 58's causes (an order report's amount paid / quantity, a deal price beside the purchaser's
    # ceiling, a monthly rent its own price kind 'monthly', a unit column per row with 元/P/月 times the sheet's own
    # TFLOPS, a board's days without a year, a cloud's subscription sheet beside its on-demand one, 日常价 a list
    # price, Hani): price only 50 -> 106 of 110, silently wrong 4 -> 0, false quotes 5 -> 1; strict 26 -> 59,
    # silently wrong 10 -> 7 (the fair's 展期 validity unread on 6 rows, one assumed 13 % rate where 说明 says 6 %)
    ("blind58", True): (106, 0, 1),
    ("blind58", False): (59, 7, 1),
    # corpus 59 (international), scored once, blind, on 2f4b97a4: price only 66 of 110 right (0 silently wrong, 17
    # flagged, 12 rejected without a reason, 7 false quotes); strict 34 right, 10 silently wrong
    # imp221, corpus 59's causes (a comparison sheet of formulas reading the vendor sheets, one offer per column whose
    # head names its seller and the consultant's estimate none, a scale spelled in a note's sentence, a PDF's header
    # repeated on its next page, a replacement's own model and price columns, a 'Total excl. VAT' over a VAT line,
    # a buy-back price another party's, a last order day per line, Nynorsk, Kölsch, Nigerian Pidgin and Darija
    # lexicons): price only 66 -> 110 of 110, false quotes 7 -> 0, rejected without a reason 12 -> 0; strict 34 -> 109,
    # silently wrong 10 -> 1 (the Kölsch MI325X sold only inside an 8-GPU server read as a server)
    ("blind59", True): (110, 0, 0),
    ("blind59", False): (109, 1, 0),
    # corpus 60 (server and system quotations, Chinese and international: 整机 quotes, BOMs, cluster quotes with
    # sections, NVL72 racks, GPU options as columns, server leases, reserved clusters), scored once, blind, on
    # 4ef4002c: price only 110 of 123 right (0 silently wrong, 6 flagged, 4 rejected with a reason, 3 without one, 5
    # false quotes, 5 non-product rows excluded without saying why); strict 102 right, 1 silently wrong
    # imp227, corpus 60's causes (GPU options as columns under one merged price head, each option's label the device
    # its column's offers are fitted with; a configured server's chassis line a part of it; a card whose price
    # includes its installation; a converted month's fee or an estimated monthly commitment no committed rate; a dash
    # or 'n/a' on demand beside priced terms no offer; an NVL72 rented per GPU-hour an instance; 'zzgl. 19 % MwSt.' a
    # tax line's rate; training, financing fees, an equipment's insurance, software stacks and storage per GB-month
    # services; a bridge and a storage appliance equipment; a line of one device in a price book of systems a server
    # of one): price only 110 -> 120 right, false quotes 5 -> 0, rejected without a reason 3 -> 0, unexplained
    # exclusions 5 -> 0; strict 102 -> 120, silently wrong 1 -> 0 (3 flagged: 'A800 80GB' left ambiguous, as
    # 'A100 80GB' is)
    ("blind60", True): (120, 0, 0),
    ("blind60", False): (120, 0, 0),
    # corpus 61 (markets none of the earlier names had: Brazil, Turkey, the Netherlands, the Gulf, Mexico, Poland,
    # Israel, Italy, Greece, Vietnam, the Canaries, the Azores, the Philippines, Kazakhstan), scored once, blind, on
    # 4ef4002c: price only 85 of 110 right (0 silently wrong, 16 flagged, 9 rejected with a reason, 4 false quotes, 2
    # non-product rows excluded without saying why); strict 56 right, 17 silently wrong
    # imp228, corpus 61's causes (a catalogue priced per unit of measure, 'Quantità vendibile per unità di misura',
    # its currency by the stated rate's country; a marketplace's selling price beside its struck-through one under a
    # template's description row, its tax basis kept; ended, archived listings; a part named after its card; tender
    # validities in Hebrew and a contract's term no validity; each currency's own tax sentence; IGIC, AIEM, EWT; a
    # sale window's start and end): price only 85 -> 108 right, false quotes 4 -> 0, unexplained exclusions 2 -> 0;
    # strict 56 -> 108, silently wrong 17 -> 0 (the two left: noon's running sales, flagged, whose regular price
    # comes first where corpus 54's Lazada key wants both in that order)
    ("blind61", True): (108, 0, 0),
    ("blind61", False): (108, 0, 0),
}
#: the most vanished rows a corpus may have where it is not 0 (none since one import reads every offer sheet, until
#: corpus 38 as folded in: two rows of its price-tag grid)
VANISHED: dict[str, int] = {"blind38": 2}
#: the corpora and how many files each holds at least
CORPORA = {
    "blind4": 28,
    "blind5": 28,
    "blind6": 26,
    "blind7": 25,
    "blind8": 27,
    "blind9": 25,
    "blind10": 27,
    "blind11": 22,
    "blind12": 24,
    "blind13": 24,
    "blind14": 12,
    "blind15": 12,
    "blind16": 12,
    "blind17": 13,
    "blind18": 12,
    "blind19": 13,
    "blind20": 11,
    "blind21": 14,
    "blind22": 12,
    "blind23": 16,
    "blind24": 12,
    "blind25": 15,
    "blind26": 12,
    "blind27": 15,
    "blind28": 12,
    "blind29": 16,
    "blind30": 12,
    "blind31": 15,
    "blind32": 12,
    "blind33": 14,
    "blind34": 12,
    "blind35": 14,
    "blind36": 14,
    "blind37": 12,
    "blind38": 12,
    "blind39": 12,
    "blind40": 12,
    "blind41": 12,
    "blind42": 12,
    "blind43": 12,
    "blind44": 14,
    "blind45": 12,
    "blind46": 14,
    "blind47": 13,
    "blind48": 15,
    "blind50": 14,
    "blind51": 14,
    "blind52": 14,
    "blind53": 14,
    "blind54": 14,
    "blind55": 14,
    "blind56": 14,
    "blind57": 14,
    "blind58": 14,
    "blind59": 14,
    "blind60": 15,
    "blind61": 14,
}


@pytest.fixture(scope="module")
def scored(tmp_path_factory):
    ids = set(bundled_catalog().by_id)
    out = {}
    for name in CORPORA:
        files = corpus_files(FIXTURES / name)
        home = tmp_path_factory.mktemp(f"{name}-home")
        for price_only in (True, False):
            out[(name, price_only)] = [
                score_file(path, expected, ids, home, offer_details=not price_only) for path, expected in files
            ]
    return out


@pytest.mark.parametrize("name", list(CORPORA))
def test_the_corpus_is_kept_whole(name):
    folder = FIXTURES / name
    sheets = {p.name for p in folder.iterdir() if p.suffix in (".xlsx", ".xlsm", ".xls", ".csv", ".ods")}
    answers = {p.name[: -len(".expected.json")] for p in folder.glob("*.expected.json")}
    assert sheets == answers and len(sheets) >= CORPORA[name]
    assert (folder / "README.md").is_file()


@pytest.mark.parametrize("key", list(FLOORS), ids=[f"{n}-{'price' if p else 'strict'}" for n, p in FLOORS])
def test_scores_never_fall_back(scored, key, record_property):
    scores = scored[key]
    assert all(s.crash is None for s in scores), [(s.file, s.crash) for s in scores if s.crash]
    t = totals(scores)
    record_property("totals", json.dumps(t))
    right, silent, false_quotes = FLOORS[key]
    assert t["right"] >= right, t
    assert t["silent"] <= silent, t
    assert t["false_quotes"] <= false_quotes, t
    assert t["vanished"] <= VANISHED.get(key[0], 0), t
