// The demo's contract templates (合同模板), one or two per type, in the clauses a Chinese freight
// platform's contracts carry: 合同标的, 运费及结算, 双方权利义务, 货损货差赔偿, 违约责任,
// 争议解决. Placeholders are those of placeholders.ts.

const HEADER = `合同编号：{{contractNumber}}
甲方：{{partyAName}}（统一社会信用代码：{{partyAUscc}}；法定代表人：{{partyALegalPerson}}；地址：{{partyAAddress}}；电话：{{partyAPhone}}）
乙方：{{partyBName}}（证件号码：{{partyBIdNumber}}；手机：{{partyBMobile}}；地址：{{partyBAddress}}）
根据《中华人民共和国民法典》《网络平台道路货物运输经营管理暂行办法》等法律法规，甲乙双方在平等自愿、诚实信用的基础上，就下列事项达成一致，订立本合同。`;

const TERM = `合同期限自{{startDate}}起至{{endDate}}止。期满前三十日内任何一方未书面提出异议的，双方可另行续签。`;

const DISPUTE = `争议解决：因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向甲方所在地有管辖权的人民法院提起诉讼。
其他：本合同以电子方式签订，乙方以发送至其本人手机号的短信验证码确认签署，甲方加盖电子合同专用章，双方签署后生效，与纸质合同具有同等法律效力。本合同起草日期：{{draftDate}}。`;

export interface DemoTemplate { name: string; type: string; version: string; status: 'enabled' | 'disabled'; remark: string; body: string }

export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: '货主运输服务合同（标准版）', type: 'shipper', version: 'V2.1', status: 'enabled', remark: '法务部2026年修订，适用于长期合作货主',
    body: `${HEADER}
第一条 服务内容：乙方通过甲方网络货运平台发布货源，委托甲方组织实际承运人完成道路货物运输，甲方作为承运人对全程运输承担责任。
第二条 ${TERM}
第三条 运费及结算：运费单价为人民币{{unitPrice}}{{pricingUnit}}（含{{taxRate}}增值税），以装货磅单与卸货磅单较小值计费；结算方式为{{settlementCycle}}，{{paymentTerms}}。本合同预估金额为人民币{{estimatedAmount}}元（{{estimatedAmountInWords}}）。甲方于结算后开具税率为{{taxRate}}的增值税专用发票。
第四条 甲方权利义务：按约定时间安排合规车辆及司机到达装货地；全程提供车辆定位及轨迹查询；按国家规定向省级监测平台上传运单及资金流水。
第五条 乙方权利义务：如实申报货物名称、重量、体积及包装，不得夹带危险品、违禁品；按时足额支付运费；提供装卸条件并在约定时间内完成装卸。
第六条 货损货差赔偿：运输途中发生货物灭失、短少、损坏的，甲方按货物实际损失赔偿，合理损耗率为千分之三；乙方申报不实造成的损失由乙方承担。
第七条 违约责任：乙方逾期付款的，每逾期一日按应付金额的万分之五支付违约金；甲方无故迟延到车超过二十四小时的，乙方可解除当次委托。
第八条 ${DISPUTE}`,
  },
  {
    name: '承运合同（司机/车队版）', type: 'carrier', version: 'V3.0', status: 'enabled', remark: '适用于个体司机及车队长签约',
    body: `${HEADER}
第一条 合同标的：乙方以其名下或实际控制的合规车辆，承运甲方通过平台派发的货物运输任务，每一票运输以平台生成的电子运单为准。
第二条 ${TERM}
第三条 运费及结算：承运运费单价为人民币{{unitPrice}}{{pricingUnit}}，以电子运单核定的运费为准；结算方式为{{settlementCycle}}，{{paymentTerms}}。甲方通过银行转账将运费支付至乙方本人实名银行卡，不以现金结算。本合同预估金额为人民币{{estimatedAmount}}元。
第四条 甲方权利义务：及时在平台派发运输任务并告知装卸地点、货物信息；按约定支付运费；依法为乙方代开运输发票并代扣代缴相关税费。
第五条 乙方权利义务：保证驾驶证、从业资格证、行驶证、道路运输证合法有效；按平台要求在装货、卸货时上传磅单及回单照片，全程开启定位；严禁超载、超限、疲劳驾驶及转包。
第六条 货损货差赔偿：货物自装车至签收期间发生的灭失、短少、污染、损坏，由乙方按货物实际价值赔偿，合理途耗率为千分之二；因不可抗力造成的除外。
第七条 违约责任：乙方无故拒运或延误到货超过二十四小时的，按当票运费的百分之二十支付违约金；甲方逾期支付运费的，按日万分之五支付违约金。
第八条 ${DISPUTE}`,
  },
  {
    name: '承运合同（2025版）', type: 'carrier', version: 'V2.0', status: 'disabled', remark: '已由V3.0替代，仅供查阅',
    body: `${HEADER}
第一条 乙方承运甲方派发的货物，运费单价为人民币{{unitPrice}}{{pricingUnit}}，结算方式为{{settlementCycle}}。
第二条 ${TERM}
第三条 货物在运输途中发生损失的，由乙方照价赔偿。
第四条 ${DISPUTE}`,
  },
  {
    name: '货源供应合作合同', type: 'source', version: 'V1.2', status: 'enabled', remark: '上游客户及大宗货主货源合作',
    body: `${HEADER}
第一条 合作内容：乙方在合同期内将其煤炭、钢材、粮食等大宗货物的公路运输需求优先委托甲方平台承运，甲方保障运力供应。
第二条 ${TERM}
第三条 运价及结算：基准运价为人民币{{unitPrice}}{{pricingUnit}}，遇柴油价格单月波动超过百分之五时，双方按平台公布的油价联动机制调整；结算方式为{{settlementCycle}}，{{paymentTerms}}。合同期内预估货运量对应金额为人民币{{estimatedAmount}}元（{{estimatedAmountInWords}}），税率{{taxRate}}。
第四条 双方权利义务：乙方按月提供发运计划，提前二十四小时下达装车指令；甲方按计划调配车辆，单日运力满足率不低于百分之九十五，并提供对账单及运输轨迹。
第五条 货损货差赔偿：运输途中货物损失由甲方负责追偿并先行赔付，赔偿标准以乙方出厂价为准。
第六条 违约责任：任何一方未按约定履行的，应赔偿对方因此遭受的直接损失。
第七条 ${DISPUTE}`,
  },
  {
    name: '仓储保管合同', type: 'storage', version: 'V1.0', status: 'enabled', remark: '适用于平台自营及合作仓库',
    body: `${HEADER}
第一条 仓储标的：乙方将其货物存放于甲方仓库，由甲方负责入库验收、保管、出库及装卸作业。
第二条 ${TERM}
第三条 仓储费及结算：仓储费单价为人民币{{unitPrice}}{{pricingUnit}}，装卸作业费按实际作业量另行计算；结算方式为{{settlementCycle}}，{{paymentTerms}}。预估合同金额为人民币{{estimatedAmount}}元，税率{{taxRate}}。
第四条 甲方权利义务：按货物性质提供防潮、防火、防盗的仓储条件；入库时核对品名、数量、包装，出具入库单；按乙方出库指令及时发货，每月提供库存对账。
第五条 乙方权利义务：如实告知货物性质，不得存放易燃易爆、有毒有害等危险物品；按时支付仓储费，逾期提货的按实际存放天数计费。
第六条 货损赔偿：保管期间因甲方保管不善造成货物毁损、灭失的，甲方按入库单记载价值赔偿；因货物自身性质或包装缺陷造成的损失由乙方承担。
第七条 ${DISPUTE}`,
  },
  {
    name: '单票运输合同', type: 'transport', version: 'V1.1', status: 'enabled', remark: '每票运单与承运司机签订',
    body: `${HEADER}
第一条 运输标的：运单号{{shippingNoteNumber}}，货物{{descriptionOfGoods}}，重量{{goodsWeight}}，由乙方驾驶{{vehicleNumber}}自{{placeOfLoading}}运至{{goodsReceiptPlace}}。
第二条 运输期限：自{{startDate}}装货起，至{{endDate}}前送达并签收。
第三条 运费及结算：本票运费单价为人民币{{unitPrice}}{{pricingUnit}}，运费总额约人民币{{estimatedAmount}}元（{{estimatedAmountInWords}}），结算方式为{{settlementCycle}}，{{paymentTerms}}。
第四条 双方权利义务：乙方按时到达装货地，装货后上传磅单，卸货后上传回单，全程开启车辆定位；甲方在乙方上传回单且收货方签收后按约定支付运费。
第五条 货损货差赔偿：货物自装车至签收期间发生的损失由乙方按实际价值赔偿，合理途耗率为千分之二。
第六条 ${DISPUTE}`,
  },
];
